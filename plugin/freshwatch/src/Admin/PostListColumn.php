<?php
/**
 * The 'Freshwatch' column and bulk actions of the Posts, Pages and Products lists.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Installer;
use Freshwatch\Items;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * Shows each post's one state (Items::health_state(), through HealthBadge::for_row(); the rows of one screen
 * are read in one query), and offers 'Monitor with Freshwatch' and 'Stop monitoring' as bulk actions. WordPress
 * checks the bulk-posts nonce before handle_bulk_action runs; each post is checked against the editor's
 * capability on it.
 *
 * The column sorts by score (the posts without an analysis and the unmonitored last, whichever the direction)
 * and the list filters by state, with SQL that follows health_state(). Both need the plugin's own table, so the
 * list's main query LEFT JOINs it on its unique post_id (posts_clauses) — one indexed lookup a post, and only
 * when the list is sorted or filtered by it.
 */
final class PostListColumn {

	const COLUMN    = 'freshwatch';
	const MONITOR   = 'freshwatch_monitor';
	const UNMONITOR = 'freshwatch_unmonitor';

	/**
	 * The list's query variable for the status filter, and the orderby value of the sortable column.
	 */
	const FILTER  = 'freshwatch_status';
	const ORDERBY = 'freshwatch';

	/**
	 * The table's alias in the list's query.
	 */
	const ALIAS = 'freshwatch_items';

	/**
	 * The SQL form of Items::health_state(), one piece a step of it, on the table's alias: monitored and not
	 * paused; the last check did not fail; analysed (the stored outcome, or the service's date on rows from
	 * before the outcome was kept); a status of an analysed page. A post never analysed has the service's
	 * placeholder status ("fresh", score 0) in its row, so a status only counts when the row is analysed.
	 * ItemsStateSqlTest runs the same rows through these and health_state() so they cannot drift apart.
	 */
	const SQL_RUNNING    = "freshwatch_items.monitored = 1 AND COALESCE(freshwatch_items.paused, '') = ''";
	const SQL_NOT_FAILED = "COALESCE(freshwatch_items.check_outcome, '') <> 'failed'";
	const SQL_ANALYSED   = "(freshwatch_items.check_outcome = 'analysed' OR freshwatch_items.last_analyzed IS NOT NULL)";
	const SQL_STATUS_OK  = "freshwatch_items.status IN ('fresh', 'needs_update', 'outdated')";

	/**
	 * The status filter's choices, in the dropdown's order, and the SQL condition each adds: the states of
	 * Items::health_state() (a post not monitored has no filter value; "All" shows it).
	 */
	const STATUS_CONDITIONS = array(
		'fresh'        => self::SQL_RUNNING . ' AND ' . self::SQL_NOT_FAILED . ' AND ' . self::SQL_ANALYSED . " AND freshwatch_items.status = 'fresh'",
		'needs_update' => self::SQL_RUNNING . ' AND ' . self::SQL_NOT_FAILED . ' AND ' . self::SQL_ANALYSED . " AND freshwatch_items.status = 'needs_update'",
		'outdated'     => self::SQL_RUNNING . ' AND ' . self::SQL_NOT_FAILED . ' AND ' . self::SQL_ANALYSED . " AND freshwatch_items.status = 'outdated'",
		'not_checked'  => self::SQL_RUNNING . ' AND ' . self::SQL_NOT_FAILED . " AND ((COALESCE(freshwatch_items.check_outcome, '') <> 'analysed' AND freshwatch_items.last_analyzed IS NULL) OR COALESCE(freshwatch_items.status, '') NOT IN ('fresh', 'needs_update', 'outdated'))",
		'failed'       => self::SQL_RUNNING . " AND freshwatch_items.check_outcome = 'failed'",
		'paused'       => "freshwatch_items.monitored = 1 AND COALESCE(freshwatch_items.paused, '') <> ''",
	);

	/**
	 * The sort's first key: the analysed posts (a score to sort by) first, then the other monitored ones (not
	 * checked, failed, paused), then the posts not monitored, whichever the direction.
	 */
	const SQL_SORT_RANK = 'CASE WHEN ' . self::SQL_RUNNING . ' AND ' . self::SQL_NOT_FAILED . ' AND ' . self::SQL_ANALYSED . ' AND ' . self::SQL_STATUS_OK . ' THEN 0'
		. ' WHEN freshwatch_items.monitored = 1 THEN 1 ELSE 2 END';

	private Items $items;
	private Sync $sync;

	/**
	 * Rows of the posts on the current screen, by post id, loaded in one query; null for a post without one.
	 *
	 * @var array<int, array<string, mixed>|null>
	 */
	private array $rows = array();

	public function __construct( Items $items, Sync $sync ) {
		$this->items = $items;
		$this->sync  = $sync;
	}

	public function register(): void {
		add_action( 'admin_init', array( $this, 'hook_post_types' ) );
		add_action( 'admin_notices', array( $this, 'render_bulk_notice' ) );
		add_action( 'restrict_manage_posts', array( $this, 'render_status_filter' ), 10, 1 );
		add_filter( 'posts_clauses', array( $this, 'sort_and_filter' ), 10, 2 );
	}

	/**
	 * @return array<string, string> Filter value => label.
	 */
	public static function status_choices(): array {
		return array(
			'fresh'        => __( 'Fresh', 'freshwatch' ),
			'needs_update' => __( 'Needs update', 'freshwatch' ),
			'outdated'     => __( 'Outdated', 'freshwatch' ),
			'not_checked'  => __( 'Not checked yet', 'freshwatch' ),
			'failed'       => __( 'Check failed', 'freshwatch' ),
			'paused'       => __( 'Monitoring paused', 'freshwatch' ),
		);
	}

	public function hook_post_types(): void {
		foreach ( Sync::post_types() as $type ) {
			add_filter( "manage_{$type}_posts_columns", array( $this, 'add_column' ) );
			add_action( "manage_{$type}_posts_custom_column", array( $this, 'render_column' ), 10, 2 );
			add_filter( "bulk_actions-edit-{$type}", array( $this, 'add_bulk_actions' ) );
			add_filter( "handle_bulk_actions-edit-{$type}", array( $this, 'handle_bulk_action' ), 10, 3 );
			add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'add_sortable_column' ) );
		}
	}

	/**
	 * @param array<string, mixed> $columns The list's sortable columns.
	 * @return array<string, mixed>
	 */
	public function add_sortable_column( $columns ): array {
		// The first click sorts ascending: the lowest scores, the posts that need attention, first.
		$columns[ self::COLUMN ] = self::ORDERBY;
		return $columns;
	}

	/**
	 * The status dropdown beside the list's other filters.
	 *
	 * @param string $post_type The list's post type.
	 */
	public function render_status_filter( $post_type ): void {
		if ( ! in_array( $post_type, Sync::post_types(), true ) ) {
			return;
		}
		$current = self::requested_status();
		echo '<label for="freshwatch-status-filter" class="screen-reader-text">' . esc_html__( 'Filter by Freshwatch status', 'freshwatch' ) . '</label>';
		echo '<select name="' . esc_attr( self::FILTER ) . '" id="freshwatch-status-filter">';
		echo '<option value="">' . esc_html__( 'All Freshwatch statuses', 'freshwatch' ) . '</option>';
		foreach ( self::status_choices() as $value => $label ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( $current, $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	}

	/**
	 * The status filter asked for in the list's address, '' for none or an unknown one.
	 */
	public static function requested_status(): string {
		// Only reads the list's own filter; nothing is changed.
		$status = isset( $_GET[ self::FILTER ] ) ? sanitize_key( wp_unslash( $_GET[ self::FILTER ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return isset( self::STATUS_CONDITIONS[ $status ] ) ? $status : '';
	}

	/**
	 * posts_clauses on the Posts, Pages and Products lists' main query: joins the plugin's table when the list
	 * is sorted by the column or filtered by status. Only whitelisted SQL is added (STATUS_CONDITIONS, the
	 * order direction as ASC or DESC).
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public function sort_and_filter( $clauses, $query ): array {
		if ( ! is_admin() || ! $query instanceof \WP_Query || ! $query->is_main_query() || ! self::on_list_screen() ) {
			return $clauses;
		}
		$type = $query->get( 'post_type' );
		if ( ! in_array( '' === $type ? 'post' : $type, Sync::post_types(), true ) ) {
			return $clauses;
		}
		$status = self::requested_status();
		$sort   = self::ORDERBY === $query->get( 'orderby' );
		if ( '' === $status && ! $sort ) {
			return $clauses;
		}
		global $wpdb;
		$posts             = $wpdb->posts;
		$clauses['join']  .= ' LEFT JOIN ' . Installer::table_name() . ' AS ' . self::ALIAS . ' ON ' . self::ALIAS . ".post_id = {$posts}.ID";
		if ( '' !== $status ) {
			$clauses['where'] .= ' AND ( ' . self::STATUS_CONDITIONS[ $status ] . ' )';
		}
		if ( $sort ) {
			$direction          = 'DESC' === strtoupper( (string) $query->get( 'order' ) ) ? 'DESC' : 'ASC';
			$clauses['orderby'] = self::SQL_SORT_RANK . " ASC, freshwatch_items.health_score {$direction}, {$posts}.post_date DESC, {$posts}.ID DESC";
		}
		return $clauses;
	}

	private static function on_list_screen(): bool {
		return isset( $GLOBALS['pagenow'] ) && 'edit.php' === $GLOBALS['pagenow'];
	}

	/**
	 * @param array<string, string> $columns The list's columns.
	 * @return array<string, string>
	 */
	public function add_column( $columns ): array {
		$columns[ self::COLUMN ] = __( 'Freshwatch', 'freshwatch' );
		return $columns;
	}

	/**
	 * @param string $column  Column being printed.
	 * @param int    $post_id Row's post.
	 */
	public function render_column( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$row = $this->row( (int) $post_id );
		if ( null === $row || ! $row['monitored'] ) {
			echo '<span class="freshwatch-not-monitored">' . esc_html__( 'Not monitored', 'freshwatch' ) . '</span>';
			return;
		}
		// Settings that did not reach the service are a fact apart from the health state (the meta box says it too).
		if ( ! empty( $row['sync_error'] ) ) {
			echo '<span class="freshwatch-sync-error" title="' . esc_attr( (string) $row['sync_error'] ) . '">' . esc_html__( 'Not synced', 'freshwatch' ) . '</span><br />';
		}
		// One badge for the post's state (Items::health_state()), as the meta box and the widget show it; it
		// escapes what it prints.
		echo HealthBadge::for_row( $row ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * The post's row; the first call loads the rows of every post the list shows, and a post outside it (a row
	 * redrawn after Quick Edit) is loaded on its own.
	 *
	 * @return array<string, mixed>|null
	 */
	private function row( int $post_id ): ?array {
		if ( ! array_key_exists( $post_id, $this->rows ) ) {
			global $wp_query;
			$ids = isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? array_map( 'intval', wp_list_pluck( $wp_query->posts, 'ID' ) ) : array();
			$ids = array_diff( array_unique( array_merge( array( $post_id ), $ids ) ), array_keys( $this->rows ) );
			$this->rows += array_fill_keys( $ids, null );
			$this->rows  = array_replace( $this->rows, $this->items->for_posts( $ids ) );
		}
		return $this->rows[ $post_id ];
	}

	/**
	 * @param array<string, string> $actions Bulk actions.
	 * @return array<string, string>
	 */
	public function add_bulk_actions( $actions ): array {
		$actions[ self::MONITOR ]   = __( 'Monitor with Freshwatch', 'freshwatch' );
		$actions[ self::UNMONITOR ] = __( 'Stop monitoring', 'freshwatch' );
		return $actions;
	}

	/**
	 * @param string $redirect Where WordPress sends the editor afterwards.
	 * @param string $action   The chosen bulk action.
	 * @param int[]  $post_ids The chosen posts.
	 */
	public function handle_bulk_action( $redirect, $action, $post_ids ): string {
		if ( self::MONITOR !== $action && self::UNMONITOR !== $action ) {
			return $redirect;
		}
		$done   = 0;
		$failed = array();
		foreach ( array_map( 'intval', (array) $post_ids ) as $post_id ) {
			if ( ! current_user_can( 'edit_post', $post_id ) ) {
				continue;
			}
			$error = self::MONITOR === $action ? $this->sync->monitor( $post_id ) : $this->sync->unmonitor( $post_id );
			if ( null === $error ) {
				++$done;
			} else {
				$failed[] = $error;
			}
		}
		$redirect = remove_query_arg( array( 'freshwatch_done', 'freshwatch_failed', 'freshwatch_action', 'freshwatch_error' ), $redirect );
		$args     = array(
			'freshwatch_action' => self::MONITOR === $action ? 'monitor' : 'unmonitor',
			'freshwatch_done'   => $done,
			'freshwatch_failed' => count( $failed ),
		);
		if ( $failed ) {
			$args['freshwatch_error'] = rawurlencode( mb_substr( $failed[0], 0, 300 ) );
		}
		return add_query_arg( $args, $redirect );
	}

	public function render_bulk_notice(): void {
		// Only reads what handle_bulk_action put in the address; nothing is changed here.
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_GET['freshwatch_action'], $_GET['freshwatch_done'] ) ) {
			return;
		}
		$monitor = 'monitor' === sanitize_key( wp_unslash( $_GET['freshwatch_action'] ) );
		$done    = absint( $_GET['freshwatch_done'] );
		$failed  = isset( $_GET['freshwatch_failed'] ) ? absint( $_GET['freshwatch_failed'] ) : 0;
		$error   = isset( $_GET['freshwatch_error'] ) ? sanitize_text_field( rawurldecode( wp_unslash( $_GET['freshwatch_error'] ) ) ) : '';
		// phpcs:enable
		$message = $monitor
			/* translators: %d: number of posts. */
			? sprintf( _n( '%d item is now monitored with Freshwatch.', '%d items are now monitored with Freshwatch.', $done, 'freshwatch' ), $done )
			/* translators: %d: number of posts. */
			: sprintf( _n( 'Stopped monitoring %d item.', 'Stopped monitoring %d items.', $done, 'freshwatch' ), $done );
		printf( '<div class="notice notice-success is-dismissible freshwatch-bulk-notice"><p>%s</p></div>', esc_html( $message ) );
		if ( $failed > 0 ) {
			printf(
				'<div class="notice notice-error freshwatch-bulk-notice"><p>%s</p></div>',
				/* translators: 1: number of posts, 2: the service's message. */
				esc_html( sprintf( _n( '%1$d item could not be synced with Freshwatch: %2$s', '%1$d items could not be synced with Freshwatch: %2$s', $failed, 'freshwatch' ), $failed, $error ) )
			);
		}
	}
}

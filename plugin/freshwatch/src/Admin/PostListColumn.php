<?php
/**
 * The 'Freshwatch' column and bulk actions of the Posts, Pages and Products lists.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Items;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * Shows each post's health score and status badge (the rows of one screen are read in one query), and offers
 * 'Monitor with Freshwatch' and 'Stop monitoring' as bulk actions. WordPress checks the bulk-posts nonce before
 * handle_bulk_action runs; each post is checked against the editor's capability on it.
 */
final class PostListColumn {

	const COLUMN    = 'freshwatch';
	const MONITOR   = 'freshwatch_monitor';
	const UNMONITOR = 'freshwatch_unmonitor';

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
	}

	public function hook_post_types(): void {
		foreach ( Sync::post_types() as $type ) {
			add_filter( "manage_{$type}_posts_columns", array( $this, 'add_column' ) );
			add_action( "manage_{$type}_posts_custom_column", array( $this, 'render_column' ), 10, 2 );
			add_filter( "bulk_actions-edit-{$type}", array( $this, 'add_bulk_actions' ) );
			add_filter( "handle_bulk_actions-edit-{$type}", array( $this, 'handle_bulk_action' ), 10, 3 );
		}
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
		if ( ! empty( $row['sync_error'] ) ) {
			echo '<span class="freshwatch-sync-error" title="' . esc_attr( (string) $row['sync_error'] ) . '">' . esc_html__( 'Not synced', 'freshwatch' ) . '</span><br />';
		}
		if ( null === $row['last_analyzed'] ) {
			echo '<span class="freshwatch-pending">' . esc_html__( 'Not checked yet', 'freshwatch' ) . '</span>';
			return;
		}
		// Both pieces escape what they print.
		echo HealthBadge::score( $row['health_score'] ) . ' ' . HealthBadge::status( (string) $row['status'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
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

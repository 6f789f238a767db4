<?php
/**
 * The Freshwatch meta box of the post, page and product edit screens.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Items;
use Freshwatch\Settings;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * Monitoring on or off, the post's schedule (or the global default), external source URLs with descriptions,
 * 'Check now' (it waits a few seconds, then reports the check as queued), and the post's state and latest result. Its fields are saved with the post (own nonce, edit_post capability)
 * before Sync sends the post to the service; 'Check now' is an admin-post action with its own nonce, so that it
 * works the same in the block editor and the classic one.
 */
final class MetaBox {

	const NONCE        = 'freshwatch_meta_box';
	const CHECK_ACTION = 'freshwatch_check_now';
	const SOURCE_ROWS  = 3;

	private Items $items;
	private Sync $sync;

	public function __construct( Items $items, Sync $sync ) {
		$this->items = $items;
		$this->sync  = $sync;
	}

	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add' ) );
		add_action( 'save_post', array( $this, 'save' ), 10, 2 );
		add_action( 'admin_post_' . self::CHECK_ACTION, array( $this, 'check_now' ) );
		add_action( 'admin_notices', array( $this, 'render_check_notice' ) );
	}

	public function add(): void {
		foreach ( Sync::post_types() as $type ) {
			// The block editor has the Freshwatch panel (BlockEditorPanel) instead: the box is for the classic editor.
			add_meta_box( 'freshwatch', __( 'Freshwatch', 'freshwatch' ), array( $this, 'render' ), $type, 'side', 'default', array( '__back_compat_meta_box' => true ) );
		}
	}

	public static function check_url( int $post_id ): string {
		return wp_nonce_url( admin_url( 'admin-post.php?action=' . self::CHECK_ACTION . '&post=' . $post_id ), self::CHECK_ACTION . '_' . $post_id );
	}

	/**
	 * @param \WP_Post $post The post being edited.
	 */
	public function render( $post ): void {
		$row       = $this->items->find( (int) $post->ID );
		$monitored = null !== $row && $row['monitored'];
		wp_nonce_field( self::NONCE, self::NONCE . '_nonce' );

		echo '<p><label><input type="checkbox" name="freshwatch[monitored]" value="1"' . checked( $monitored, true, false ) . ' /> ' . esc_html__( 'Monitor with Freshwatch', 'freshwatch' ) . '</label></p>';
		ScheduleFields::render( 'freshwatch_schedule', null !== $row && is_array( $row['schedule'] ) ? $row['schedule'] : null, true );

		echo '<p><strong>' . esc_html__( 'External source URLs', 'freshwatch' ) . '</strong></p>';
		$sources = null !== $row && is_array( $row['sources'] ) ? $row['sources'] : array();
		for ( $i = 0; $i < count( $sources ) + self::SOURCE_ROWS; $i++ ) {
			$source = isset( $sources[ $i ] ) ? $sources[ $i ] : array(
				'url'         => '',
				'description' => '',
			);
			printf(
				'<p><input type="url" class="widefat" name="freshwatch[sources][%1$d][url]" value="%2$s" placeholder="https://" aria-label="%3$s" />'
				. '<input type="text" class="widefat" name="freshwatch[sources][%1$d][description]" value="%4$s" placeholder="%5$s" aria-label="%5$s" /></p>',
				(int) $i,
				esc_attr( (string) $source['url'] ),
				esc_attr__( 'Source URL', 'freshwatch' ),
				esc_attr( (string) ( isset( $source['description'] ) ? $source['description'] : '' ) ),
				esc_attr__( 'Description (optional)', 'freshwatch' )
			);
		}

		if ( ! $monitored ) {
			return;
		}
		if ( empty( $row['paused'] ) ) {
			printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( self::check_url( (int) $post->ID ) ), esc_html__( 'Check now', 'freshwatch' ) );
		}
		$this->render_latest( $row );
	}

	/**
	 * The post's state (HealthBadge::for_row()), then the last analysis when there is one.
	 *
	 * @param array<string, mixed> $row The post's row.
	 */
	private function render_latest( array $row ): void {
		echo '<div class="freshwatch-latest">';
		if ( ! empty( $row['sync_error'] ) ) {
			echo '<p class="freshwatch-sync-error">' . esc_html( (string) $row['sync_error'] ) . '</p>';
		}
		// for_row() escapes what it prints.
		echo '<p class="freshwatch-state">' . HealthBadge::for_row( $row ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		if ( ! empty( $row['paused'] ) ) {
			echo '<p class="freshwatch-paused">' . esc_html( HealthBadge::pause_reason( (string) $row['paused'] ) ) . '</p>';
		}
		if ( ! empty( $row['check_queued'] ) ) {
			echo '<p class="freshwatch-queued">' . esc_html__( 'Check queued: the result appears here when the service has finished.', 'freshwatch' ) . '</p>';
		}
		if ( null === $row['last_analyzed'] ) {
			echo '</div>';
			return;
		}
		printf(
			'<p>%s</p>',
			/* translators: %s: date and time of the last check. */
			esc_html( sprintf( __( 'Checked %s', 'freshwatch' ), get_date_from_gmt( (string) $row['last_analyzed'], get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ) )
		);
		$analysis = is_array( $row['analysis'] ) ? $row['analysis'] : array();
		$this->render_list( __( 'Top issues', 'freshwatch' ), isset( $analysis['issues'] ) ? (array) $analysis['issues'] : array() );
		$this->render_list( __( 'Recommendations', 'freshwatch' ), isset( $analysis['recommendations'] ) ? (array) $analysis['recommendations'] : array() );
		if ( ! empty( $row['content_item_id'] ) && '' !== Settings::service_domain() ) {
			printf(
				'<p><a href="%1$s" target="_blank" rel="noopener noreferrer">%2$s</a></p>',
				esc_url( Settings::service_domain() . '/content?item=' . rawurlencode( (string) $row['content_item_id'] ) ),
				esc_html__( 'Open in Freshwatch', 'freshwatch' )
			);
		}
		echo '</div>';
	}

	/**
	 * @param string                          $title   Heading.
	 * @param array<int, array<string,mixed>> $entries Issues or recommendations; the first three are shown.
	 */
	private function render_list( string $title, array $entries ): void {
		$entries = array_slice( array_filter( $entries, 'is_array' ), 0, 3 );
		if ( ! $entries ) {
			return;
		}
		echo '<p><strong>' . esc_html( $title ) . '</strong></p><ul class="ul-disc">';
		foreach ( $entries as $entry ) {
			echo '<li>' . esc_html( isset( $entry['message'] ) ? (string) $entry['message'] : '' ) . '</li>';
		}
		echo '</ul>';
	}

	/**
	 * Stores the meta box's fields; runs before Sync (priority 20) sends the post to the service.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public function save( $post_id, $post ): void {
		if ( ! isset( $_POST[ self::NONCE . '_nonce' ] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE . '_nonce' ] ) ), self::NONCE ) ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, Sync::post_types(), true ) ) {
			return;
		}
		$input     = isset( $_POST['freshwatch'] ) && is_array( $_POST['freshwatch'] ) ? wp_unslash( $_POST['freshwatch'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is sanitised below.
		$schedule  = ScheduleFields::read( isset( $_POST['freshwatch_schedule'] ) ? wp_unslash( $_POST['freshwatch_schedule'] ) : null ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- read() sanitises.
		$monitored = ! empty( $input['monitored'] );
		$row       = $this->items->find( (int) $post_id );

		$this->items->save(
			(int) $post_id,
			array(
				'schedule' => $schedule,
				'sources'  => self::sanitize_sources( isset( $input['sources'] ) ? $input['sources'] : array() ),
			)
		);
		if ( $monitored && ( null === $row || ! $row['monitored'] ) ) {
			$this->items->save( (int) $post_id, array( 'monitored' => 1 ) );
		} elseif ( ! $monitored && null !== $row && $row['monitored'] ) {
			// The item's deletion waits for WP-Cron: a save never waits for the service.
			$this->sync->unmonitor_after_save( (int) $post_id );
		}
	}

	/**
	 * Source rows with a valid http(s) address, each once, with a plain-text description.
	 *
	 * @param mixed $input Submitted rows.
	 * @return array<int, array{url: string, description: string}>
	 */
	public static function sanitize_sources( $input ): array {
		$sources = array();
		$seen    = array();
		foreach ( is_array( $input ) ? $input : array() as $source ) {
			$url = is_array( $source ) && isset( $source['url'] ) ? esc_url_raw( trim( (string) $source['url'] ), array( 'http', 'https' ) ) : '';
			if ( '' === $url || isset( $seen[ $url ] ) ) {
				continue;
			}
			$seen[ $url ] = true;
			$sources[]    = array(
				'url'         => $url,
				'description' => isset( $source['description'] ) ? mb_substr( sanitize_text_field( (string) $source['description'] ), 0, 1000 ) : '',
			);
		}
		return $sources;
	}

	public function check_now(): void {
		$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
		check_admin_referer( self::CHECK_ACTION . '_' . $post_id );
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to edit this item.', 'freshwatch' ), 403 );
		}
		set_transient( self::CHECK_ACTION . '_' . get_current_user_id(), $this->sync->check_now( $post_id ), MINUTE_IN_SECONDS );
		$back = wp_get_referer();
		wp_safe_redirect( $back ? $back : get_edit_post_link( $post_id, 'url' ) );
		exit;
	}

	public function render_check_notice(): void {
		$key    = self::CHECK_ACTION . '_' . get_current_user_id();
		$result = get_transient( $key );
		if ( ! is_array( $result ) || ! isset( $result['result'] ) ) {
			return;
		}
		delete_transient( $key );
		if ( Sync::CHECKED === $result['result'] ) {
			echo '<div class="notice notice-success is-dismissible freshwatch-check-notice"><p>' . esc_html__( 'Freshwatch checked the page.', 'freshwatch' ) . '</p></div>';
			return;
		}
		if ( Sync::QUEUED === $result['result'] ) {
			echo '<div class="notice notice-info is-dismissible freshwatch-check-notice"><p>' . esc_html__( 'Freshwatch queued the check: the service is taking longer than usual, and the result appears here when it has finished.', 'freshwatch' ) . '</p></div>';
			return;
		}
		/* translators: %s: the service's message. */
		echo '<div class="notice notice-error freshwatch-check-notice"><p>' . esc_html( sprintf( __( 'Freshwatch could not check the page: %s', 'freshwatch' ), (string) $result['message'] ) ) . '</p></div>';
	}
}

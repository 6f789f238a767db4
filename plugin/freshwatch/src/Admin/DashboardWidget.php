<?php
/**
 * The Freshwatch dashboard widget.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Items;

defined( 'ABSPATH' ) || exit;

/**
 * Counts by status, the average health and the five worst pages of the monitored items, from the plugin's
 * own table (no call to the service while the dashboard loads).
 *
 * The counts are by the one state every screen shows (Items::health_state(), through Items::summary()): a post
 * never analysed is "Not checked yet", never fresh (the service answers "fresh" with score 0 for an item it has
 * not analysed yet), and failed checks and paused monitoring have lines of their own.
 */
final class DashboardWidget {

	private Items $items;

	public function __construct( Items $items ) {
		$this->items = $items;
	}

	public function register(): void {
		add_action( 'wp_dashboard_setup', array( $this, 'add' ) );
	}

	public function add(): void {
		if ( current_user_can( 'edit_posts' ) ) {
			wp_add_dashboard_widget( 'freshwatch_health', __( 'Freshwatch content health', 'freshwatch' ), array( $this, 'render' ) );
		}
	}

	public function render(): void {
		$summary = $this->items->summary();
		if ( 0 === $summary['total'] ) {
			echo '<p>' . esc_html__( 'No posts are monitored yet. Choose "Monitor with Freshwatch" in the bulk actions of the Posts or Pages list.', 'freshwatch' ) . '</p>';
			return;
		}
		echo '<ul class="freshwatch-counts">';
		foreach ( $summary['counts'] as $state => $count ) {
			// status() escapes what it prints.
			echo '<li>' . HealthBadge::status( $state ) . ' ' . esc_html( (string) $count ) . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		echo '</ul>';
		printf(
			'<p class="freshwatch-average">%1$s %2$s</p>',
			esc_html__( 'Average health:', 'freshwatch' ),
			HealthBadge::score( $summary['average'] ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		);
		if ( ! $summary['worst'] ) {
			return;
		}
		echo '<p><strong>' . esc_html__( 'Needs attention first', 'freshwatch' ) . '</strong></p><ol class="freshwatch-worst">';
		foreach ( $summary['worst'] as $row ) {
			printf(
				'<li><a href="%1$s">%2$s</a> %3$s</li>',
				esc_url( (string) get_edit_post_link( (int) $row['post_id'], 'url' ) ),
				esc_html( get_the_title( (int) $row['post_id'] ) ),
				// The score in its status's colour, as on every screen; escaped inside.
				HealthBadge::score( $row['health_score'], Items::health_state( $row ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			);
		}
		echo '</ol>';
	}
}

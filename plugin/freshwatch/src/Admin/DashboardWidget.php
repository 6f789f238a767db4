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
 * A post that was never analysed is counted on a line of its own, "Not checked yet": the service answers
 * "fresh" with score 0 for an item it has not analysed yet, and that must not count as fresh.
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
		$counts = self::counts( $this->items->monitored() );
		echo '<ul class="freshwatch-counts">';
		foreach ( $counts['statuses'] as $status => $count ) {
			// status() escapes what it prints.
			echo '<li>' . HealthBadge::status( $status ) . ' ' . esc_html( (string) $count ) . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		printf(
			'<li class="freshwatch-count-not-checked"><span class="freshwatch-status freshwatch-status-not-checked" style="background:#f0f0f1;color:#50575e;border-radius:999px;padding:1px 8px;font-size:12px;white-space:nowrap">%1$s</span> %2$s</li>',
			esc_html__( 'Not checked yet', 'freshwatch' ),
			esc_html( (string) $counts['not_checked'] )
		);
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
				HealthBadge::score( $row['health_score'] ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			);
		}
		echo '</ol>';
	}

	/**
	 * The monitored rows by status; a row without an analysis counts as not checked, whatever its status.
	 *
	 * @param array<int, array<string, mixed>> $rows Monitored rows.
	 * @return array{statuses: array<string, int>, not_checked: int}
	 */
	public static function counts( array $rows ): array {
		$statuses    = array(
			'fresh'        => 0,
			'needs_update' => 0,
			'outdated'     => 0,
		);
		$not_checked = 0;
		foreach ( $rows as $row ) {
			if ( empty( $row['last_analyzed'] ) ) {
				++$not_checked;
			} elseif ( isset( $row['status'], $statuses[ $row['status'] ] ) ) {
				++$statuses[ $row['status'] ];
			}
		}
		return array(
			'statuses'    => $statuses,
			'not_checked' => $not_checked,
		);
	}
}

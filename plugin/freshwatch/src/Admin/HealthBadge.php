<?php
/**
 * The health score and status as the web app shows them.
 *
 * @package Freshwatch
 */

namespace Freshwatch\Admin;

use Freshwatch\Items;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * One traffic-light colour per row, the state's: green for fresh, yellow for needs update, red for outdated and
 * for a failed check, grey for a post not checked yet or paused; the score takes its status's colour. A missing
 * or zero score shows N/A. for_row() renders a post's whole state, as every screen shows it.
 */
final class HealthBadge {

	/**
	 * Pill background and text, and the score's colour, of each state.
	 */
	const STATUS_COLOURS = array(
		'fresh'        => array( '#dcfce7', '#166534', '#16a34a' ),
		'needs_update' => array( '#fef9c3', '#854d0e', '#ca8a04' ),
		'outdated'     => array( '#fee2e2', '#991b1b', '#dc2626' ),
		'failed'       => array( '#fee2e2', '#991b1b', '#dc2626' ),
		'not_checked'  => array( '#f1f5f9', '#475569', '#64748b' ),
		'paused'       => array( '#f1f5f9', '#475569', '#64748b' ),
	);

	public static function status_label( string $status ): string {
		$labels = array(
			'fresh'        => __( 'fresh', 'freshwatch' ),
			'needs_update' => __( 'needs update', 'freshwatch' ),
			'outdated'     => __( 'outdated', 'freshwatch' ),
			'failed'       => __( 'Check failed', 'freshwatch' ),
			'not_checked'  => __( 'Not checked yet', 'freshwatch' ),
			'paused'       => __( 'Monitoring paused', 'freshwatch' ),
		);
		return isset( $labels[ $status ] ) ? $labels[ $status ] : str_replace( '_', ' ', $status );
	}

	/**
	 * The colour of a score with this status; without one, the web app's bands (green 80+, blue 60-79, yellow
	 * 40-59, red below), e.g. for an average.
	 */
	public static function score_colour( float $score, ?string $status = null ): string {
		if ( null !== $status && isset( self::STATUS_COLOURS[ $status ] ) ) {
			return self::STATUS_COLOURS[ $status ][2];
		}
		if ( $score >= 80 ) {
			return '#16a34a';
		}
		if ( $score >= 60 ) {
			return '#2563eb';
		}
		if ( $score >= 40 ) {
			return '#ca8a04';
		}
		return '#dc2626';
	}

	/**
	 * @param string      $status A state (Items::health_state()) or a service status.
	 * @param string|null $title  A tooltip, e.g. why a check failed.
	 */
	public static function status( string $status, ?string $title = null ): string {
		$colours = isset( self::STATUS_COLOURS[ $status ] ) ? self::STATUS_COLOURS[ $status ] : self::STATUS_COLOURS['outdated'];
		return sprintf(
			'<span class="freshwatch-status freshwatch-status-%1$s" style="background:%2$s;color:%3$s;border-radius:999px;padding:1px 8px;font-size:12px;white-space:nowrap"%5$s>%4$s</span>',
			esc_attr( sanitize_html_class( $status ) ),
			esc_attr( $colours[0] ),
			esc_attr( $colours[1] ),
			esc_html( self::status_label( $status ) ),
			null === $title ? '' : ' title="' . esc_attr( $title ) . '"'
		);
	}

	/**
	 * @param float|null  $score  The health score.
	 * @param string|null $status Its status, whose colour it takes.
	 */
	public static function score( ?float $score, ?string $status = null ): string {
		if ( null === $score || 0.0 === $score ) {
			return '<span class="freshwatch-score freshwatch-score-none">' . esc_html__( 'N/A', 'freshwatch' ) . '</span>';
		}
		return sprintf(
			'<strong class="freshwatch-score" style="color:%1$s">%2$s%%</strong>',
			esc_attr( self::score_colour( $score, $status ) ),
			esc_html( (string) round( $score ) )
		);
	}

	/**
	 * A monitored post's state as one badge: the score and status of an analysed post, both in the status's
	 * colour; "Not checked yet"; "Check failed" with the reason; "Monitoring paused" with why. Empty when the
	 * post is not monitored.
	 *
	 * @param array<string, mixed>|null $row The post's row (Items::find()).
	 */
	public static function for_row( ?array $row ): string {
		$state = Items::health_state( $row );
		switch ( $state ) {
			case Items::NOT_MONITORED:
				return '';
			case Items::NOT_CHECKED:
				return self::status( $state );
			case Items::FAILED:
				$reason = isset( $row['check_error'] ) ? (string) $row['check_error'] : '';
				return self::status( $state, $reason ) . ( '' === $reason ? '' : ' <span class="freshwatch-check-error">' . esc_html( $reason ) . '</span>' );
			case Items::PAUSED:
				return self::status( $state, self::pause_reason( (string) $row['paused'] ) );
			default:
				return self::score( $row['health_score'], $state ) . ' ' . self::status( $state );
		}
	}

	public static function pause_reason( string $paused ): string {
		return Sync::PAUSED_TRASHED === $paused
			? __( 'The post is in the trash: monitoring resumes when it is restored and published.', 'freshwatch' )
			: __( 'The post is not published: monitoring resumes when it is published.', 'freshwatch' );
	}
}

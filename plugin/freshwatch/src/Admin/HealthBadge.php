<?php
/**
 * The health score and status as the web app shows them.
 *
 * @package Freshwatch
 */

namespace Freshwatch\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The health colours: status pills green for fresh, yellow for needs update, red otherwise; the score green at
 * 80 or more, blue at 60-79, yellow at 40-59, red below 40; a missing or zero score shows N/A.
 */
final class HealthBadge {

	const STATUS_COLOURS = array(
		'fresh'        => array( '#dcfce7', '#166534' ),
		'needs_update' => array( '#fef9c3', '#854d0e' ),
		'outdated'     => array( '#fee2e2', '#991b1b' ),
	);

	public static function status_label( string $status ): string {
		$labels = array(
			'fresh'        => __( 'fresh', 'freshwatch' ),
			'needs_update' => __( 'needs update', 'freshwatch' ),
			'outdated'     => __( 'outdated', 'freshwatch' ),
		);
		return isset( $labels[ $status ] ) ? $labels[ $status ] : str_replace( '_', ' ', $status );
	}

	public static function score_colour( float $score ): string {
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

	public static function status( string $status ): string {
		$colours = isset( self::STATUS_COLOURS[ $status ] ) ? self::STATUS_COLOURS[ $status ] : self::STATUS_COLOURS['outdated'];
		return sprintf(
			'<span class="freshwatch-status freshwatch-status-%1$s" style="background:%2$s;color:%3$s;border-radius:999px;padding:1px 8px;font-size:12px;white-space:nowrap">%4$s</span>',
			esc_attr( sanitize_html_class( $status ) ),
			esc_attr( $colours[0] ),
			esc_attr( $colours[1] ),
			esc_html( self::status_label( $status ) )
		);
	}

	public static function score( ?float $score ): string {
		if ( null === $score || 0.0 === $score ) {
			return '<span class="freshwatch-score freshwatch-score-none">' . esc_html__( 'N/A', 'freshwatch' ) . '</span>';
		}
		return sprintf(
			'<strong class="freshwatch-score" style="color:%1$s">%2$s%%</strong>',
			esc_attr( self::score_colour( $score ) ),
			esc_html( (string) round( $score ) )
		);
	}
}

<?php
/**
 * The plugin's table of monitored posts.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}freshwatch_items through $wpdb, always with prepared statements. Rows are arrays
 * with decoded JSON (schedule, sources, analysis).
 */
class Items {

	const NOT_MONITORED = 'not_monitored';
	const PAUSED        = 'paused';
	const NOT_CHECKED   = 'not_checked';
	const FAILED        = 'failed';

	/**
	 * The statuses of an analysed page, as the service names them.
	 */
	const ANALYSED_STATES = array( 'fresh', 'needs_update', 'outdated' );

	/**
	 * @return array<string, mixed>|null
	 */
	public function find( int $post_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Installer::table_name() . ' WHERE post_id = %d', $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return is_array( $row ) ? self::decode( $row ) : null;
	}

	/**
	 * Monitored rows, by post id.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function monitored(): array {
		global $wpdb;
		$rows = $wpdb->get_results( 'SELECT * FROM ' . Installer::table_name() . ' WHERE monitored = 1', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$by   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$by[ (int) $row['post_id'] ] = self::decode( $row );
		}
		return $by;
	}

	/**
	 * The rows of these posts, by post id (one query for a whole list screen).
	 *
	 * @param int[] $post_ids Post ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_posts( array $post_ids ): array {
		global $wpdb;
		$post_ids = array_values( array_filter( array_map( 'intval', $post_ids ) ) );
		if ( ! $post_ids ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $post_ids ), '%d' ) );
		$rows         = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Installer::table_name() . " WHERE post_id IN ({$placeholders})", $post_ids ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL
		$by           = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$by[ (int) $row['post_id'] ] = self::decode( $row );
		}
		return $by;
	}

	/**
	 * Creates or changes a post's row; only the fields given change.
	 *
	 * @param int                  $post_id Post id.
	 * @param array<string, mixed> $fields  Columns; schedule, sources and analysis as arrays (or null).
	 */
	public function save( int $post_id, array $fields ): void {
		global $wpdb;
		foreach ( array( 'schedule', 'sources', 'analysis' ) as $json ) {
			if ( array_key_exists( $json, $fields ) && null !== $fields[ $json ] ) {
				$fields[ $json ] = wp_json_encode( $fields[ $json ] );
			}
		}
		if ( null === $this->find( $post_id ) ) {
			$wpdb->insert( Installer::table_name(), array_merge( array( 'post_id' => $post_id ), $fields ) );
		} else {
			$wpdb->update( Installer::table_name(), $fields, array( 'post_id' => $post_id ) );
		}
	}

	/**
	 * Forgets a post's row (the post was deleted for good).
	 */
	public function delete( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( Installer::table_name(), array( 'post_id' => $post_id ), array( '%d' ) );
	}

	/**
	 * The one state every screen shows for a post: not monitored, paused (unpublished or in the trash), not
	 * checked yet (the service answers 'fresh' with score 0 for a page it never analysed, so its status alone
	 * would lie), the last check failed, or the status of the last analysis (fresh, needs_update, outdated).
	 *
	 * @param array<string, mixed>|null $row A row as find() answers it.
	 */
	public static function health_state( ?array $row ): string {
		if ( null === $row || empty( $row['monitored'] ) ) {
			return self::NOT_MONITORED;
		}
		if ( ! empty( $row['paused'] ) ) {
			return self::PAUSED;
		}
		$outcome = isset( $row['check_outcome'] ) ? (string) $row['check_outcome'] : '';
		if ( self::FAILED === $outcome ) {
			return self::FAILED;
		}
		// Rows from before the outcome was kept: analysed when the service gave a date.
		if ( 'analysed' !== $outcome && empty( $row['last_analyzed'] ) ) {
			return self::NOT_CHECKED;
		}
		$status = isset( $row['status'] ) ? (string) $row['status'] : '';
		return in_array( $status, self::ANALYSED_STATES, true ) ? $status : self::NOT_CHECKED;
	}

	/**
	 * Counts by state (fresh, needs_update, outdated, not_checked, failed, paused), the average health of the
	 * analysed items and the five worst. A post never checked counts as not_checked, never as fresh.
	 *
	 * @return array{counts: array<string, int>, average: float|null, worst: array<int, array<string, mixed>>, total: int}
	 */
	public function summary(): array {
		$counts   = array_fill_keys( array_merge( self::ANALYSED_STATES, array( self::NOT_CHECKED, self::FAILED, self::PAUSED ) ), 0 );
		$rows     = array_values( $this->monitored() );
		$analysed = array();
		foreach ( $rows as $row ) {
			$state = self::health_state( $row );
			++$counts[ $state ];
			if ( in_array( $state, self::ANALYSED_STATES, true ) && null !== $row['health_score'] ) {
				$analysed[] = $row;
			}
		}
		usort(
			$analysed,
			function ( $a, $b ) {
				return $a['health_score'] <=> $b['health_score'];
			}
		);
		$scores = array_map( 'floatval', array_column( $analysed, 'health_score' ) );
		return array(
			'counts'  => $counts,
			'average' => $scores ? array_sum( $scores ) / count( $scores ) : null,
			'worst'   => array_slice( $analysed, 0, 5 ),
			'total'   => count( $rows ),
		);
	}

	/**
	 * @param array<string, mixed> $row A row as stored.
	 * @return array<string, mixed>
	 */
	private static function decode( array $row ): array {
		foreach ( array( 'schedule', 'sources', 'analysis' ) as $json ) {
			$decoded      = isset( $row[ $json ] ) && '' !== $row[ $json ] ? json_decode( (string) $row[ $json ], true ) : null;
			$row[ $json ] = is_array( $decoded ) ? $decoded : null;
		}
		$row['post_id']      = (int) $row['post_id'];
		$row['monitored']    = ! empty( $row['monitored'] );
		$row['health_score'] = null === $row['health_score'] ? null : (float) $row['health_score'];
		return $row;
	}
}

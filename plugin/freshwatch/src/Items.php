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
	 * Counts by status and the average health of the monitored, analysed items, and the five worst.
	 *
	 * @return array{counts: array<string, int>, average: float|null, worst: array<int, array<string, mixed>>, total: int}
	 */
	public function summary(): array {
		$counts = array(
			'fresh'        => 0,
			'needs_update' => 0,
			'outdated'     => 0,
		);
		$scores = array();
		$rows   = array_values( $this->monitored() );
		foreach ( $rows as $row ) {
			if ( isset( $row['status'] ) && isset( $counts[ $row['status'] ] ) ) {
				++$counts[ $row['status'] ];
			}
			if ( null !== $row['health_score'] && null !== $row['last_analyzed'] ) {
				$scores[] = (float) $row['health_score'];
			}
		}
		$analysed = array_filter(
			$rows,
			function ( $row ) {
				return null !== $row['health_score'] && null !== $row['last_analyzed'];
			}
		);
		usort(
			$analysed,
			function ( $a, $b ) {
				return $a['health_score'] <=> $b['health_score'];
			}
		);
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

<?php
/**
 * The plugin's table, in memory, for tests of the classes that use it.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

use Freshwatch\Items;

/**
 * Rows as Items::find() answers them; save() merges the fields given, as the table's UPDATE does.
 */
final class MemoryItems extends Items {

	/** @var array<int, array<string, mixed>> */
	public array $rows = array();

	public function find( int $post_id ): ?array {
		return isset( $this->rows[ $post_id ] ) ? $this->rows[ $post_id ] : null;
	}

	public function monitored(): array {
		return array_filter(
			$this->rows,
			function ( $row ) {
				return $row['monitored'];
			}
		);
	}

	public function for_posts( array $post_ids ): array {
		return array_intersect_key( $this->rows, array_flip( $post_ids ) );
	}

	public function delete( int $post_id ): void {
		unset( $this->rows[ $post_id ] );
	}

	public function save( int $post_id, array $fields ): void {
		$row = isset( $this->rows[ $post_id ] ) ? $this->rows[ $post_id ] : array(
			'post_id'         => $post_id,
			'content_item_id' => null,
			'monitored'       => false,
			'schedule'        => null,
			'sources'         => null,
			'health_score'    => null,
			'status'          => null,
			'last_analyzed'   => null,
			'analysis'        => null,
			'last_synced'     => null,
			'sync_error'      => null,
			'paused'          => null,
			'check_outcome'   => null,
			'check_error'     => null,
			'check_queued'    => null,
			'awaiting_since'  => null,
			'next_check_at'   => null,
		);
		if ( array_key_exists( 'monitored', $fields ) ) {
			$fields['monitored'] = ! empty( $fields['monitored'] );
		}
		$this->rows[ $post_id ] = array_merge( $row, $fields );
	}
}

<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Items;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;

final class ItemsTest extends TestCase {

	public function test_the_summary_never_counts_a_page_never_checked_as_fresh(): void {
		$items = new MemoryItems();
		$items->save( 1, array( 'monitored' => 1, 'health_score' => 0.0, 'status' => 'fresh' ) );
		$items->save( 2, array( 'monitored' => 1, 'health_score' => 90.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'check_outcome' => 'analysed' ) );
		$items->save( 3, array( 'monitored' => 1, 'health_score' => 50.0, 'status' => 'needs_update', 'last_analyzed' => '2026-02-01 10:00:00', 'check_outcome' => 'failed', 'check_error' => 'Timeout' ) );
		$items->save( 4, array( 'monitored' => 1, 'health_score' => 30.0, 'status' => 'outdated', 'last_analyzed' => '2026-02-01 10:00:00', 'paused' => 'trashed' ) );
		$items->save( 5, array( 'monitored' => 0, 'health_score' => 10.0, 'status' => 'outdated', 'last_analyzed' => '2026-02-01 10:00:00' ) );

		$summary = $items->summary();

		$this->assertSame(
			array( 'fresh' => 1, 'needs_update' => 0, 'outdated' => 0, 'not_checked' => 1, 'failed' => 1, 'paused' => 1 ),
			$summary['counts']
		);
		$this->assertSame( 90.0, $summary['average'] );
		$this->assertSame( array( 2 ), array_column( $summary['worst'], 'post_id' ) );
		$this->assertSame( 4, $summary['total'] );
		$this->assertSame( Items::NOT_MONITORED, Items::health_state( $items->find( 5 ) ) );
	}
}

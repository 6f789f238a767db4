<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\ApiClient;
use Freshwatch\HealthPull;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class HealthPullTest extends TestCase {

	private MemoryItems $items;
	private HealthPull $pull;

	protected function setUp(): void {
		parent::setUp();
		$this->items = new MemoryItems();
		$this->pull  = new HealthPull( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) );
	}

	private function item( string $id, string $checked_at ): array {
		return array( 'id' => $id, 'healthScore' => 77, 'status' => 'needs_update', 'lastAnalyzed' => $checked_at, 'lastCheck' => array( 'outcome' => 'analysed', 'at' => $checked_at, 'error' => null ), 'nextCheckAt' => null );
	}

	public function test_the_quick_pull_asks_nothing_when_no_result_is_awaited(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'next_check_at' => gmdate( 'Y-m-d H:i:s', time() + 3600 ) ) );

		$this->assertSame( 0, $this->pull->pull_pending() );
		$this->assertSame( array(), WordPress::$http_requests );
	}

	public function test_the_quick_pull_brings_the_results_of_queued_visited_and_due_checks_only(): void {
		$before = gmdate( 'Y-m-d H:i:s', time() - 120 );
		$this->items->save( 1, array( 'monitored' => 1, 'content_item_id' => 'item-1', 'check_queued' => $before ) );
		$this->items->save( 2, array( 'monitored' => 1, 'content_item_id' => 'item-2', 'awaiting_since' => $before ) );
		$this->items->save( 3, array( 'monitored' => 1, 'content_item_id' => 'item-3', 'next_check_at' => $before ) );
		$this->items->save( 4, array( 'monitored' => 1, 'content_item_id' => 'item-4' ) );
		$this->items->save( 5, array( 'monitored' => 1, 'content_item_id' => 'item-5', 'check_queued' => $before, 'paused' => 'unpublished' ) );
		$now                         = gmdate( 'Y-m-d\TH:i:s\Z' );
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => json_encode( array( $this->item( 'item-1', $now ), $this->item( 'item-2', $now ), $this->item( 'item-3', $now ) ) ) );

		$this->assertSame( 3, $this->pull->pull_pending() );

		$this->assertSame( 'https://freshwatch.example.com/api/content-items?ids=item-1%2Citem-2%2Citem-3', WordPress::$http_requests[0]['url'] );
		foreach ( array( 1, 2, 3 ) as $post_id ) {
			$row = $this->items->find( $post_id );
			$this->assertSame( 77.0, $row['health_score'] );
			$this->assertNull( $row['check_queued'] );
			$this->assertNull( $row['awaiting_since'] );
			$this->assertNull( $row['next_check_at'] );
		}
	}

	public function test_a_queued_check_without_a_result_after_fifteen_minutes_is_a_failed_check(): void {
		$long_ago = gmdate( 'Y-m-d H:i:s', time() - HealthPull::QUEUE_LIMIT - 60 );
		$this->items->save( 1, array( 'monitored' => 1, 'content_item_id' => 'item-1', 'check_queued' => $long_ago ) );
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => json_encode( array( $this->item( 'item-1', '2026-01-01T00:00:00Z' ) ) ) );

		$this->pull->pull_pending();

		$row = $this->items->find( 1 );
		$this->assertNull( $row['check_queued'] );
		$this->assertSame( 'failed', $row['check_outcome'] );
		$this->assertSame( 'The service did not finish the check within 15 minutes.', $row['check_error'] );
	}

	public function test_the_quick_pull_runs_every_five_minutes(): void {
		$this->assertSame( 300, $this->pull->add_interval( array() )[ HealthPull::QUICK_INTERVAL ]['interval'] );
	}
}

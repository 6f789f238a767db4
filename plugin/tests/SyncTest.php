<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\ApiClient;
use Freshwatch\Settings;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class SyncTest extends TestCase {

	private MemoryItems $items;
	private Sync $sync;

	protected function setUp(): void {
		parent::setUp();
		$this->items = new MemoryItems();
		$this->sync  = new Sync( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) );
		WordPress::$posts[7] = new \WP_Post(
			array(
				'ID'           => 7,
				'post_title'   => 'Pricing',
				'post_content' => "<p>Plans start at <b>10</b> dollars.</p>\n[gallery ids=\"1\"]",
				'post_type'    => 'page',
			)
		);
	}

	private function answer( int $status, array $body ): void {
		WordPress::$http_responses[] = array( 'status' => $status, 'body' => json_encode( $body ) );
	}

	private function sent(): array {
		return json_decode( WordPress::$http_requests[0]['args']['body'], true );
	}

	public function test_monitoring_registers_the_post_under_its_external_id_and_keeps_the_items_id(): void {
		$this->answer( 201, array( 'id' => 'item-7', 'healthScore' => 0, 'status' => 'fresh', 'lastAnalyzed' => null, 'analysis' => null ) );

		$this->assertNull( $this->sync->monitor( 7 ) );

		$this->assertSame(
			array(
				'externalId'    => 'https://site.example#7',
				'title'         => 'Pricing',
				'url'           => 'https://site.example/?p=7',
				'contentType'   => 'page',
				'content'       => 'Plans start at 10 dollars.',
				'lastUpdated'   => '2026-01-31T09:00:00Z',
				'checkSchedule' => array( 'type' => 'manual' ),
			),
			$this->sent()
		);
		$row = $this->items->find( 7 );
		$this->assertTrue( $row['monitored'] );
		$this->assertSame( 'item-7', $row['content_item_id'] );
		$this->assertNull( $row['last_analyzed'] );
	}

	public function test_the_post_types_map_to_the_services_content_types(): void {
		WordPress::$post_types = array( 'product' );
		$this->assertSame( array( 'post', 'page', 'product' ), Sync::post_types() );
		foreach ( array( 'post' => 'blog_post', 'page' => 'page', 'product' => 'product' ) as $type => $content_type ) {
			$post = new \WP_Post( array( 'ID' => 9, 'post_type' => $type, 'post_title' => 'X' ) );
			$this->assertSame( $content_type, $this->sync->payload( $post, array( 'schedule' => null, 'sources' => null ) )['contentType'] );
		}
	}

	public function test_a_posts_own_schedule_and_sources_go_with_it_else_the_global_default(): void {
		WordPress::$options[ Settings::DEFAULT_SCHEDULE ] = '{"type":"daily","time":"07:30"}';
		$post = WordPress::$posts[7];

		$this->assertSame( array( 'type' => 'daily', 'time' => '07:30' ), $this->sync->payload( $post, array( 'schedule' => null, 'sources' => null ) )['checkSchedule'] );
		$own = $this->sync->payload(
			$post,
			array(
				'schedule' => array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 30 ),
				'sources'  => array( array( 'url' => 'https://stats.example.org/report', 'description' => 'Figures' ), array( 'url' => 'https://b.example.org', 'description' => '' ) ),
			)
		);
		$this->assertSame( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 30 ), $own['checkSchedule'] );
		$this->assertSame(
			array( array( 'url' => 'https://stats.example.org/report', 'description' => 'Figures' ), array( 'url' => 'https://b.example.org', 'description' => null ) ),
			$own['sourceUrls']
		);
	}

	public function test_a_failed_registration_is_kept_on_the_row_and_does_not_stop_the_save(): void {
		$this->answer( 400, array( 'statusCode' => 400, 'message' => 'url must be an http or https address' ) );

		$this->assertSame( 'url must be an http or https address', $this->sync->monitor( 7 ) );
		$this->assertSame( 'url must be an http or https address', $this->items->find( 7 )['sync_error'] );
		$this->assertTrue( $this->items->find( 7 )['monitored'] );
	}

	public function test_stopping_monitoring_deletes_the_item_in_the_service(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'health_score' => 80.0, 'status' => 'fresh' ) );
		WordPress::$http_responses[] = array( 'status' => 204, 'body' => '' );

		$this->assertNull( $this->sync->unmonitor( 7 ) );

		$this->assertSame( 'DELETE', WordPress::$http_requests[0]['args']['method'] );
		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7', WordPress::$http_requests[0]['url'] );
		$row = $this->items->find( 7 );
		$this->assertFalse( $row['monitored'] );
		$this->assertNull( $row['content_item_id'] );
		$this->assertNull( $row['health_score'] );
	}

	public function test_an_item_already_gone_from_the_service_counts_as_removed(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$this->answer( 404, array( 'statusCode' => 404, 'message' => 'Content item not found.' ) );

		$this->assertNull( $this->sync->unmonitor( 7 ) );
	}

	public function test_trashing_a_monitored_post_removes_its_item(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		WordPress::$http_responses[] = array( 'status' => 204, 'body' => '' );

		$this->sync->on_trash( 7 );
		$this->sync->on_trash( 8 );

		$this->assertCount( 1, WordPress::$http_requests );
		$this->assertFalse( $this->items->find( 7 )['monitored'] );
	}

	public function test_saving_a_monitored_published_post_updates_its_item_and_others_are_left_alone(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$this->answer( 200, array( 'id' => 'item-7', 'healthScore' => 55, 'status' => 'needs_update', 'lastAnalyzed' => '2026-02-01T10:00:00.000Z', 'analysis' => array( 'issues' => array() ) ) );

		$this->sync->on_save( 7, WordPress::$posts[7] );
		$this->sync->on_save( 8, new \WP_Post( array( 'ID' => 8 ) ) );
		$draft = new \WP_Post( array( 'ID' => 7, 'post_status' => 'draft', 'post_type' => 'page' ) );
		$this->sync->on_save( 7, $draft );

		$this->assertCount( 1, WordPress::$http_requests );
		$row = $this->items->find( 7 );
		$this->assertSame( 55.0, $row['health_score'] );
		$this->assertSame( 'needs_update', $row['status'] );
		$this->assertSame( '2026-02-01 10:00:00', $row['last_analyzed'] );
	}

	public function test_check_now_analyses_the_item_and_stores_the_result(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$this->answer( 200, array( 'id' => 'item-7', 'healthScore' => 88, 'status' => 'fresh', 'lastAnalyzed' => '2026-02-01T10:00:00.000Z', 'analysis' => array( 'healthScore' => 88 ) ) );

		$this->assertNull( $this->sync->check_now( 7 ) );

		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7/analyze', WordPress::$http_requests[0]['url'] );
		$this->assertSame( 88.0, $this->items->find( 7 )['health_score'] );
		$this->assertSame( 'This post is not monitored with Freshwatch.', $this->sync->check_now( 8 ) );
	}
}

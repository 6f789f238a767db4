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

	/**
	 * Runs the WP-Cron events scheduled so far, as WP-Cron would after the response.
	 */
	private function run_cron(): void {
		$events                     = WordPress::$cron_events;
		WordPress::$cron_events     = array();
		$hooks                      = array(
			Sync::PUSH_HOOK   => array( $this->sync, 'push' ),
			Sync::CHECK_HOOK  => array( $this->sync, 'check_in_background' ),
			Sync::DELETE_HOOK => array( $this->sync, 'delete_in_background' ),
		);
		foreach ( $events as $event ) {
			call_user_func_array( $hooks[ $event['hook'] ], $event['args'] );
		}
	}

	private function post_in( string $status ): \WP_Post {
		WordPress::$posts[7] = new \WP_Post( array_merge( get_object_vars( WordPress::$posts[7] ), array( 'post_status' => $status ) ) );
		return WordPress::$posts[7];
	}

	public function test_saving_a_monitored_post_never_calls_the_service_and_wp_cron_sends_it_after_the_response(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );

		$this->sync->on_save( 7, $this->post_in( 'publish' ) );
		$this->sync->on_save( 8, new \WP_Post( array( 'ID' => 8 ) ) );

		$this->assertSame( array(), WordPress::$http_requests, 'the save made no request' );
		$this->assertSame( array( array( 'timestamp' => WordPress::$cron_events[0]['timestamp'], 'hook' => Sync::PUSH_HOOK, 'args' => array( 7 ) ) ), WordPress::$cron_events );

		$this->answer( 200, array( 'id' => 'item-7', 'healthScore' => 55, 'status' => 'needs_update', 'lastAnalyzed' => '2026-02-01T10:00:00.000Z', 'analysis' => array( 'issues' => array() ) ) );
		$this->run_cron();

		$this->assertSame( 'POST', WordPress::$http_requests[0]['args']['method'] );
		$this->assertSame( 10, WordPress::$http_requests[0]['args']['timeout'] );
		$row = $this->items->find( 7 );
		$this->assertSame( 55.0, $row['health_score'] );
		$this->assertSame( 'needs_update', $row['status'] );
		$this->assertSame( '2026-02-01 10:00:00', $row['last_analyzed'] );
	}

	public function test_unpublishing_pauses_monitoring_and_the_service_only_gets_a_manual_schedule(): void {
		foreach ( array( 'draft', 'pending', 'private' ) as $status ) {
			$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'paused' => null, 'schedule' => array( 'type' => 'daily', 'time' => '07:30' ) ) );
			WordPress::$http_requests = array();

			$this->sync->on_save( 7, $this->post_in( $status ) );
			$this->assertSame( Sync::PAUSED_UNPUBLISHED, $this->items->find( 7 )['paused'], $status );
			$this->assertSame( 'paused', \Freshwatch\Items::health_state( $this->items->find( 7 ) ) );

			$this->answer( 200, array( 'id' => 'item-7' ) );
			$this->run_cron();
			$this->assertSame( 'PATCH', WordPress::$http_requests[0]['args']['method'] );
			$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7', WordPress::$http_requests[0]['url'] );
			$this->assertSame( array( 'checkSchedule' => array( 'type' => 'manual' ) ), $this->sent() );
			$this->assertSame( array( 'type' => 'daily', 'time' => '07:30' ), $this->items->find( 7 )['schedule'], 'the post keeps its schedule' );
		}
	}

	public function test_trash_pauses_and_restoring_and_publishing_resumes_with_the_same_schedule_and_sources(): void {
		$sources = array( array( 'url' => 'https://example.org/prices', 'description' => 'Prices' ) );
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'schedule' => array( 'type' => 'daily', 'time' => '07:30' ), 'sources' => $sources ) );

		$this->sync->on_save( 7, $this->post_in( 'trash' ) );
		$this->answer( 200, array( 'id' => 'item-7' ) );
		$this->run_cron();
		$this->assertSame( Sync::PAUSED_TRASHED, $this->items->find( 7 )['paused'] );
		$this->assertSame( 'PATCH', WordPress::$http_requests[0]['args']['method'], 'the item is paused, not deleted' );
		$this->assertSame( 'item-7', $this->items->find( 7 )['content_item_id'] );

		// WordPress restores a trashed post as a draft: still paused, now as unpublished.
		$this->sync->on_save( 7, $this->post_in( 'draft' ) );
		$this->assertSame( Sync::PAUSED_UNPUBLISHED, $this->items->find( 7 )['paused'] );
		$this->sync->on_save( 7, $this->post_in( 'publish' ) );
		$this->assertNull( $this->items->find( 7 )['paused'] );

		WordPress::$http_requests = array();
		$this->answer( 200, array( 'id' => 'item-7' ) );
		$this->answer( 200, array( 'id' => 'item-7' ) );
		$this->run_cron();
		$resumed = json_decode( end( WordPress::$http_requests )['args']['body'], true );
		$this->assertSame( 'POST', end( WordPress::$http_requests )['args']['method'] );
		$this->assertSame( array( 'type' => 'daily', 'time' => '07:30' ), $resumed['checkSchedule'] );
		$this->assertSame( array( array( 'url' => 'https://example.org/prices', 'description' => 'Prices' ) ), $resumed['sourceUrls'] );
	}

	public function test_only_deleting_the_post_for_good_removes_its_item_in_the_background(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );

		$this->sync->on_delete( 7 );
		$this->sync->on_delete( 8 );

		$this->assertNull( $this->items->find( 7 ) );
		$this->assertSame( array(), WordPress::$http_requests );
		WordPress::$http_responses[] = array( 'status' => 204, 'body' => '' );
		$this->run_cron();
		$this->assertSame( 'DELETE', WordPress::$http_requests[0]['args']['method'] );
		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7', WordPress::$http_requests[0]['url'] );
	}

	public function test_a_delete_the_service_did_not_take_is_tried_again_later(): void {
		$this->sync->delete_in_background( 'item-7', 1 );
		$this->assertSame( Sync::DELETE_HOOK, WordPress::$cron_events[0]['hook'] );
		$this->assertSame( array( 'item-7', 2 ), WordPress::$cron_events[0]['args'] );

		WordPress::$cron_events = array();
		$this->sync->delete_in_background( 'item-7', Sync::DELETE_ATTEMPTS );
		$this->assertSame( array(), WordPress::$cron_events );
	}

	public function test_unticking_monitoring_in_a_save_deletes_the_item_in_the_background(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );

		$this->sync->unmonitor_after_save( 7 );

		$this->assertFalse( $this->items->find( 7 )['monitored'] );
		$this->assertSame( array(), WordPress::$http_requests );
		$this->assertSame( array( 'item-7', 1 ), WordPress::$cron_events[0]['args'] );
	}

	public function test_check_now_analyses_the_item_and_stores_the_result(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$this->answer( 200, array( 'id' => 'item-7', 'healthScore' => 88, 'status' => 'fresh', 'lastAnalyzed' => '2026-02-01T10:00:00.000Z', 'lastCheck' => array( 'outcome' => 'analysed', 'at' => '2026-02-01T10:00:00.000Z', 'error' => null ), 'analysis' => array( 'healthScore' => 88 ) ) );

		$this->assertSame( array( 'result' => Sync::CHECKED, 'message' => null ), $this->sync->check_now( 7 ) );

		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7/analyze', WordPress::$http_requests[0]['url'] );
		$this->assertSame( Sync::CHECK_WAIT, WordPress::$http_requests[0]['args']['timeout'] );
		$this->assertSame( 88.0, $this->items->find( 7 )['health_score'] );
		$this->assertSame( 'fresh', \Freshwatch\Items::health_state( $this->items->find( 7 ) ) );
		$this->assertSame( array( 'result' => Sync::FAILED, 'message' => 'This post is not monitored with Freshwatch.' ), $this->sync->check_now( 8 ) );
	}

	public function test_check_now_answers_queued_when_the_service_does_not_answer_in_time(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		WordPress::$http_responses[] = new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 5001 milliseconds with 0 bytes received' );

		$this->assertSame( array( 'result' => Sync::QUEUED, 'message' => null ), $this->sync->check_now( 7 ) );

		$this->assertNotNull( $this->items->find( 7 )['check_queued'] );
		$this->assertSame( array(), WordPress::$cron_events, 'the service has the request: it is not sent twice' );
	}

	public function test_check_now_of_a_post_not_registered_in_time_leaves_registering_and_checking_to_wp_cron(): void {
		$this->items->save( 7, array( 'monitored' => 1 ) );
		WordPress::$http_responses[] = new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' );

		$this->assertSame( Sync::QUEUED, $this->sync->check_now( 7 )['result'] );
		$this->assertSame( Sync::CHECK_WAIT, WordPress::$http_requests[0]['args']['timeout'] );

		$this->answer( 201, array( 'id' => 'item-7' ) );
		$this->answer( 200, array( 'id' => 'item-7', 'healthScore' => 70, 'status' => 'needs_update', 'lastAnalyzed' => '2026-02-01T10:00:00.000Z' ) );
		$this->run_cron();
		$this->assertSame( 60, WordPress::$http_requests[2]['args']['timeout'] );
		$this->assertSame( 70.0, $this->items->find( 7 )['health_score'] );
		$this->assertNull( $this->items->find( 7 )['check_queued'] );
	}

	public function test_a_check_the_service_could_not_do_is_a_failed_check_with_its_reason(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$this->answer( 422, array( 'statusCode' => 422, 'message' => 'The page answered 404.' ) );

		$this->assertSame( array( 'result' => Sync::FAILED, 'message' => 'The page answered 404.' ), $this->sync->check_now( 7 ) );

		$row = $this->items->find( 7 );
		$this->assertSame( 'failed', \Freshwatch\Items::health_state( $row ) );
		$this->assertSame( 'The page answered 404.', $row['check_error'] );
	}

	public function test_a_paused_post_is_not_checked(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'paused' => Sync::PAUSED_UNPUBLISHED ) );

		$this->assertSame( Sync::FAILED, $this->sync->check_now( 7 )['result'] );
		$this->assertSame( array(), WordPress::$http_requests );
	}

	public function test_the_last_check_comes_from_the_items_last_check_else_from_its_last_analysis(): void {
		$never = Sync::health_fields( array( 'id' => 'i', 'healthScore' => 0, 'status' => 'fresh', 'lastAnalyzed' => null, 'lastCheck' => null ) );
		$this->assertNull( $never['check_outcome'] );
		$this->assertSame( 'not_checked', \Freshwatch\Items::health_state( array_merge( $never, array( 'monitored' => true, 'paused' => null ) ) ) );

		$old = Sync::health_fields( array( 'id' => 'i', 'healthScore' => 0, 'status' => 'fresh', 'lastAnalyzed' => null ) );
		$this->assertSame( 'not_checked', \Freshwatch\Items::health_state( array_merge( $old, array( 'monitored' => true, 'paused' => null ) ) ), 'a service without lastCheck' );

		$failed = Sync::health_fields( array( 'id' => 'i', 'healthScore' => 72, 'status' => 'needs_update', 'lastAnalyzed' => '2026-02-01T10:00:00Z', 'lastCheck' => array( 'outcome' => 'failed', 'at' => '2026-02-02T10:00:00Z', 'error' => 'The page took too long to answer.' ), 'nextCheckAt' => '2026-02-03T09:00:00Z' ) );
		$this->assertSame( 'failed', $failed['check_outcome'] );
		$this->assertSame( 'The page took too long to answer.', $failed['check_error'] );
		$this->assertSame( '2026-02-03 09:00:00', $failed['next_check_at'] );
		$this->assertSame( '2026-02-02 10:00:00', Sync::last_check_at( array( 'lastAnalyzed' => '2026-02-01T10:00:00Z', 'lastCheck' => array( 'outcome' => 'failed', 'at' => '2026-02-02T10:00:00Z' ) ) ) );
	}
}

<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Rest;

use Freshwatch\ApiClient;
use Freshwatch\ConnectionStatus;
use Freshwatch\HealthPull;
use Freshwatch\Rest\PostHealthController;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\Rest;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class PostHealthControllerTest extends TestCase {

	const ITEM = array(
		'id'           => 'item-7',
		'healthScore'  => 72.4,
		'status'       => 'needs_update',
		'lastAnalyzed' => '2026-02-01T10:00:00.000Z',
		'analysis'     => array(
			'issues'          => array( array( 'message' => 'A price is from 2023' ), array( 'message' => 'A link is broken' ), array( 'message' => 'Third' ), array( 'message' => 'Fourth' ) ),
			'recommendations' => array( array( 'message' => 'Update the price' ), 'not an entry' ),
		),
	);

	private MemoryItems $items;
	private PostHealthController $controller;

	protected function setUp(): void {
		parent::setUp();
		Rest::reset();
		$this->items      = new MemoryItems();
		$client           = new ApiClient( 'https://freshwatch.example.com', 'fw_secret' );
		$this->controller = new PostHealthController( $this->items, new Sync( $this->items, $client ), new HealthPull( $this->items, $client ) );
		WordPress::$options['freshwatch_service_domain'] = 'https://freshwatch.example.com';
		WordPress::$posts[7]     = new \WP_Post( array( 'ID' => 7, 'post_title' => 'Pricing' ) );
		WordPress::$posts[8]     = new \WP_Post( array( 'ID' => 8, 'post_type' => 'attachment' ) );
		WordPress::$capabilities = array( 'edit_post' );
	}

	private function request( int $id, array $more = array() ): \WP_REST_Request {
		return new \WP_REST_Request( array_merge( array( 'id' => $id ), $more ) );
	}

	public function test_the_routes_are_registered_with_a_permission_check(): void {
		$this->controller->register_routes();

		$this->assertSame( array( 'freshwatch/v1/posts/(?P<id>\d+)', 'freshwatch/v1/posts/(?P<id>\d+)/check' ), array_keys( Rest::$routes ) );
		$this->assertSame( 'GET', Rest::$routes['freshwatch/v1/posts/(?P<id>\d+)']['methods'] );
		$this->assertSame( 'POST', Rest::$routes['freshwatch/v1/posts/(?P<id>\d+)/check']['methods'] );
		$this->assertSame( array( $this->controller, 'can_edit' ), Rest::$routes['freshwatch/v1/posts/(?P<id>\d+)/check']['permission_callback'] );
	}

	public function test_a_missing_post_or_one_of_another_type_is_404_and_a_post_one_may_not_edit_403(): void {
		$missing = $this->controller->can_edit( $this->request( 99 ) );
		$this->assertInstanceOf( \WP_Error::class, $missing );
		$this->assertSame( 404, $missing->get_error_data()['status'] );
		$this->assertSame( 404, $this->controller->can_edit( $this->request( 8 ) )->get_error_data()['status'] );
		$this->assertTrue( $this->controller->can_edit( $this->request( 7 ) ) );

		WordPress::$capabilities = array();
		$refused                 = $this->controller->can_edit( $this->request( 7 ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 403, $refused->get_error_data()['status'] );
	}

	public function test_a_monitored_post_that_was_never_checked_has_no_last_check(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'health_score' => 0.0, 'status' => 'fresh' ) );

		$state = $this->controller->show( $this->request( 7 ) )->get_data();

		$this->assertTrue( $state['monitored'] );
		$this->assertNull( $state['lastCheck'], 'the panel reads "Not checked yet"' );
		$this->assertSame( 'idle', $state['check']['state'] );
		$this->assertSame( 'https://freshwatch.example.com/content?item=item-7', $state['link'] );
	}

	public function test_the_state_of_an_analysed_post_has_its_score_status_and_three_issues(): void {
		$this->items->save( 7, array_merge( array( 'monitored' => 1 ), Sync::health_fields( self::ITEM ) ) );

		$state = $this->controller->show( $this->request( 7 ) )->get_data();

		$this->assertSame( 72.0, $state['score'] );
		$this->assertSame( 'needs_update', $state['status'] );
		$this->assertSame( array( 'outcome' => 'analysed', 'at' => '2026-02-01T10:00:00Z', 'error' => null ), $state['lastCheck'] );
		$this->assertSame( array( 'A price is from 2023', 'A link is broken', 'Third' ), $state['issues'] );
		$this->assertSame( array( 'Update the price' ), $state['recommendations'] );
		$this->assertNull( $state['connection'] );
	}

	public function test_a_failed_check_on_the_row_says_why_and_a_queued_check_is_fetched_while_the_panel_waits(): void {
		$this->items->save(
			7,
			array(
				'monitored'       => 1,
				'content_item_id' => 'item-7',
				'last_analyzed'   => '2026-02-02 08:00:00',
				'check_outcome'   => 'failed',
				'check_error'     => 'The page answered 500',
				'check_queued'    => gmdate( 'Y-m-d H:i:s', time() - 60 ),
				'paused'          => null,
			)
		);
		// The service has not finished the check yet: the item's last check is older than the queued one.
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => (string) json_encode( array( array_merge( self::ITEM, array( 'lastCheck' => array( 'outcome' => 'failed', 'at' => '2026-02-02T08:00:00Z', 'error' => 'The page answered 500' ) ) ) ) ) );

		$state = $this->controller->show( $this->request( 7 ) )->get_data();

		$this->assertSame( 'https://freshwatch.example.com/api/content-items?ids=item-7', WordPress::$http_requests[0]['url'] );
		$this->assertSame( 2, WordPress::$http_requests[0]['args']['timeout'], 'the panel\'s request waits 2 s at most' );
		$this->assertSame( array( 'outcome' => 'failed', 'at' => null, 'error' => 'The page answered 500' ), $state['lastCheck'] );
		$this->assertSame( 'queued', $state['check']['state'], 'the panel asks again until the queued check is in' );
		$this->assertNull( $state['check']['message'] );
		$this->assertNull( $state['score'], 'a failed check shows no score' );
		$this->assertFalse( $state['paused'] );

		// Now the service has finished it, and it failed: the panel is told why.
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => (string) json_encode( array( array_merge( self::ITEM, array( 'lastCheck' => array( 'outcome' => 'failed', 'at' => gmdate( 'Y-m-d\TH:i:s\Z' ), 'error' => 'The service is busy' ) ) ) ) ) );
		$state = $this->controller->show( $this->request( 7 ) )->get_data();
		$this->assertSame( 'idle', $state['check']['state'] );
		$this->assertSame( 'The service is busy', $state['check']['message'] );
		$this->assertSame( 'The service is busy', $state['lastCheck']['error'] );

		$requests = count( WordPress::$http_requests );
		$this->items->save( 7, array( 'check_outcome' => null, 'last_analyzed' => null, 'paused' => 'unpublished' ) );
		$state = $this->controller->show( $this->request( 7 ) )->get_data();
		$this->assertCount( $requests, WordPress::$http_requests, 'nothing queued: the service is not asked' );
		$this->assertNull( $state['lastCheck'], 'never checked' );
		$this->assertSame( 'idle', $state['check']['state'] );
		$this->assertTrue( $state['paused'] );
	}

	public function test_check_now_on_a_post_that_is_not_monitored_is_400(): void {
		$error = $this->controller->check( $this->request( 7 ) );

		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertSame( 'This post is not monitored with Freshwatch.', $error->get_error_message() );
		$this->assertSame( array(), WordPress::$http_requests );
	}

	public function test_check_now_checks_through_sync_and_answers_the_result(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => (string) json_encode( self::ITEM ) );

		$state = $this->controller->check( $this->request( 7 ) )->get_data();

		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7/analyze', WordPress::$http_requests[0]['url'] );
		$this->assertSame( Sync::CHECK_WAIT, WordPress::$http_requests[0]['args']['timeout'], 'the editor waits 5 s at most' );
		$this->assertSame( 'idle', $state['check']['state'] );
		$this->assertNull( $state['check']['message'] );
		$this->assertSame( 72.0, $state['score'] );
		$this->assertSame( 'analysed', $state['lastCheck']['outcome'] );
	}

	public function test_check_now_answers_queued_when_the_service_takes_longer(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		WordPress::$http_responses[] = new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 5001 milliseconds with 0 bytes received' );

		$state = $this->controller->check( $this->request( 7 ) )->get_data();

		$this->assertSame( 'queued', $state['check']['state'] );
		$this->assertNotEmpty( $this->items->find( 7 )['check_queued'], 'the row waits for the result, which the quick pull or the panel fetches' );
		$this->assertNull( $state['lastCheck'] );
	}

	public function test_a_failed_check_says_check_failed_with_the_reason(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		WordPress::$http_responses[] = array( 'status' => 401, 'body' => '{"message":"Unauthorized"}' );

		$state = $this->controller->check( $this->request( 7 ) )->get_data();

		$this->assertSame( 'failed', $state['lastCheck']['outcome'] );
		$this->assertStringStartsWith( 'The Freshwatch service refused the API key', $state['lastCheck']['error'] );
		$this->assertSame( $state['lastCheck']['error'], $state['check']['message'] );
		$this->assertSame( ConnectionStatus::problem()['message'], $state['connection'], 'the editor shows the refused key as a notice' );
	}
}

<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\ApiClient;
use Freshwatch\ConnectionStatus;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class ApiClientTest extends TestCase {

	private function client( string $base = 'https://freshwatch.example.com/' ): ApiClient {
		return new ApiClient( $base, 'fw_secret' );
	}

	public function test_sends_the_key_as_a_bearer_token_and_json_bodies(): void {
		WordPress::$http_responses[] = array( 'status' => 201, 'body' => '{"id":"5f0c","title":"Hello"}' );

		$response = $this->client()->register_item( array( 'title' => 'Hello', 'externalId' => 'https://site.example#1' ) );

		$this->assertTrue( $response->ok() );
		$this->assertSame( array( 'id' => '5f0c', 'title' => 'Hello' ), $response->body );
		$request = WordPress::$http_requests[0];
		$this->assertSame( 'https://freshwatch.example.com/api/content-items', $request['url'] );
		$this->assertSame( 'POST', $request['args']['method'] );
		$this->assertSame( 'Bearer fw_secret', $request['args']['headers']['Authorization'] );
		$this->assertSame( '{"title":"Hello","externalId":"https:\/\/site.example#1"}', $request['args']['body'] );
	}

	public function test_pulls_many_items_in_one_request_per_two_hundred_ids(): void {
		$ids                         = array_map(
			function ( $i ) {
				return sprintf( '00000000-0000-4000-8000-%012d', $i );
			},
			range( 1, 201 )
		);
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => '[{"id":"' . $ids[0] . '","healthScore":71}]' );
		WordPress::$http_responses[] = array( 'status' => 200, 'body' => '[]' );

		$found = $this->client()->items( $ids );

		$this->assertSame( array( $ids[0] ), array_keys( $found ) );
		$this->assertCount( 2, WordPress::$http_requests );
		$this->assertStringStartsWith( 'https://freshwatch.example.com/api/content-items?ids=' . $ids[0] . '%2C', WordPress::$http_requests[0]['url'] );
		$this->assertSame( 'https://freshwatch.example.com/api/content-items?ids=' . $ids[200], WordPress::$http_requests[1]['url'] );
	}

	public function test_an_unreachable_service_is_an_answer_and_a_notice_not_a_warning(): void {
		$response = $this->client()->current_user();

		$this->assertFalse( $response->ok() );
		$this->assertSame( 0, $response->status );
		$this->assertStringContainsString( 'could not be reached: cURL error 7', (string) $response->error );
		$this->assertSame( ConnectionStatus::UNREACHABLE, ConnectionStatus::problem()['kind'] );

		WordPress::$http_responses[] = array( 'status' => 200, 'body' => '{"email":"a@example.com"}' );
		$this->client()->current_user();
		$this->assertNull( ConnectionStatus::problem(), 'a call that works clears the notice' );
	}

	public function test_a_refused_key_says_it_may_have_been_revoked(): void {
		WordPress::$http_responses[] = array( 'status' => 401, 'body' => '{"statusCode":401,"message":"Unauthorized"}' );

		$response = $this->client()->current_user();

		$this->assertSame( 401, $response->status );
		$this->assertStringContainsString( 'refused the API key', (string) $response->error );
		$this->assertSame( ConnectionStatus::KEY_REFUSED, ConnectionStatus::problem()['kind'] );
	}

	public function test_other_refusals_carry_the_services_message(): void {
		WordPress::$http_responses[] = array( 'status' => 400, 'body' => '{"statusCode":400,"message":"url must be an http or https address"}' );

		$this->assertSame( 'url must be an http or https address', $this->client()->register_item( array() )->error );
		$this->assertNull( ConnectionStatus::problem(), 'a refused request is not a connection problem' );
	}

	public function test_never_sends_the_key_over_plain_http_to_another_host(): void {
		$response = $this->client( 'http://freshwatch.example.com' )->current_user();
		$this->client( 'http://freshwatch.example.com' )->report_visit( 'abc' );

		$this->assertFalse( $response->ok() );
		$this->assertSame( array(), WordPress::$http_requests );
	}

	public function test_reports_a_visit_without_waiting_for_the_answer(): void {
		$this->client( 'http://127.0.0.1:3000' )->report_visit( '5f0c' );

		$request = WordPress::$http_requests[0];
		$this->assertSame( 'http://127.0.0.1:3000/api/content-items/5f0c/visit', $request['url'] );
		$this->assertFalse( $request['args']['blocking'] );
	}

	public function test_without_settings_nothing_is_sent(): void {
		$response = ( new ApiClient( '', '' ) )->current_user();

		$this->assertStringContainsString( 'not connected', (string) $response->error );
		$this->assertSame( array(), WordPress::$http_requests );
	}
}

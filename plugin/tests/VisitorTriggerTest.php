<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\ApiClient;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;
use Freshwatch\VisitorTrigger;

final class VisitorTriggerTest extends TestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

	private MemoryItems $items;
	private VisitorTrigger $trigger;

	protected function setUp(): void {
		parent::setUp();
		$this->items   = new MemoryItems();
		$this->trigger = new VisitorTrigger( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) );
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'schedule' => array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 60, 'pagePattern' => '/blog/*' ) ) );
		WordPress::$is_admin          = false;
		WordPress::$request           = 'singular';
		WordPress::$queried_object_id = 7;
		$_SERVER['HTTP_USER_AGENT']   = self::BROWSER;
		$_SERVER['REQUEST_URI']       = '/blog/hello/?utm=1';
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_USER_AGENT'], $_SERVER['REQUEST_URI'] );
		parent::tearDown();
	}

	private function view(): array {
		$this->trigger->note_view();
		$this->trigger->send();
		return WordPress::$http_requests;
	}

	public function test_a_visitors_view_is_reported_once_the_page_is_done_without_waiting(): void {
		$this->trigger->note_view();
		$this->assertSame( array(), WordPress::$http_requests, 'nothing is sent while the page is being built' );

		$this->trigger->send();
		$this->trigger->send();

		$this->assertCount( 1, WordPress::$http_requests );
		$this->assertSame( 'https://freshwatch.example.com/api/content-items/item-7/visit', WordPress::$http_requests[0]['url'] );
		$this->assertFalse( WordPress::$http_requests[0]['args']['blocking'] );
		$this->assertNotNull( $this->items->find( 7 )['awaiting_since'], 'the quick pull looks for the check the visit may start' );
	}

	public function test_not_for_editors_previews_feeds_or_bots(): void {
		WordPress::$capabilities = array( 'edit_posts' );
		$this->assertSame( array(), $this->view() );
		WordPress::$capabilities = array();

		WordPress::$request = 'preview';
		$this->assertSame( array(), $this->view() );
		WordPress::$request = 'feed';
		$this->assertSame( array(), $this->view() );
		WordPress::$request = 'singular';

		foreach ( array( 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'FreshwatchBot/1.0', 'curl/8.0', '' ) as $agent ) {
			$_SERVER['HTTP_USER_AGENT'] = $agent;
			$this->assertSame( array(), $this->view(), "user agent '{$agent}'" );
		}
	}

	public function test_only_for_monitored_visitor_triggered_items_whose_pattern_matches(): void {
		$_SERVER['REQUEST_URI'] = '/shop/hello/';
		$this->assertSame( array(), $this->view(), 'the pattern does not match' );

		$_SERVER['REQUEST_URI'] = '/blog/hello/';
		$this->items->save( 7, array( 'schedule' => array( 'type' => 'daily', 'time' => '09:00' ) ) );
		$this->assertSame( array(), $this->view(), 'not visitor-triggered' );

		$this->items->save( 7, array( 'schedule' => array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 60 ), 'monitored' => 0 ) );
		$this->assertSame( array(), $this->view(), 'not monitored' );

		$this->items->save( 7, array( 'monitored' => 1 ) );
		$this->assertCount( 1, $this->view() );
	}

	public function test_recognises_bots_by_their_user_agent(): void {
		$this->assertTrue( VisitorTrigger::is_bot( 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' ) );
		$this->assertTrue( VisitorTrigger::is_bot( 'facebookexternalhit/1.1' ) );
		$this->assertTrue( VisitorTrigger::is_bot( 'WordPress/6.1; https://site.example' ) );
		$this->assertFalse( VisitorTrigger::is_bot( self::BROWSER ) );
	}
}

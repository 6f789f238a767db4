<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\MetaBox;
use Freshwatch\Admin\ScheduleFields;
use Freshwatch\ApiClient;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class MetaBoxTest extends TestCase {

	private MemoryItems $items;
	private MetaBox $box;

	protected function setUp(): void {
		parent::setUp();
		$this->items = new MemoryItems();
		$this->box   = new MetaBox( $this->items, new Sync( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) ) );
		WordPress::$posts[7] = new \WP_Post( array( 'ID' => 7, 'post_title' => 'Pricing' ) );
	}

	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	public function test_source_urls_keep_valid_http_addresses_once_with_plain_descriptions(): void {
		$this->assertSame(
			array(
				array( 'url' => 'https://stats.example.org/report', 'description' => 'Figures' ),
				array( 'url' => 'http://b.example.org', 'description' => '' ),
			),
			MetaBox::sanitize_sources(
				array(
					array( 'url' => ' https://stats.example.org/report ', 'description' => '<b>Figures</b>' ),
					array( 'url' => 'javascript:alert(1)', 'description' => 'x' ),
					array( 'url' => '', 'description' => 'empty row' ),
					array( 'url' => 'https://stats.example.org/report', 'description' => 'again' ),
					array( 'url' => 'http://b.example.org' ),
					'not a row',
				)
			)
		);
	}

	public function test_the_schedule_editor_reads_the_chosen_kinds_fields_or_the_global_default(): void {
		$this->assertNull( ScheduleFields::read( array( 'type' => 'default' ) ) );
		$this->assertSame(
			array( 'type' => 'custom', 'interval' => 'months', 'intervalValue' => 3, 'dayOfMonth' => 15, 'time' => '06:00' ),
			ScheduleFields::read(
				array(
					'type'          => 'custom',
					'interval'      => 'months',
					'intervalValue' => '3',
					'dayOfMonth'    => array( 'monthly' => '2', 'custom' => '15' ),
					'time'          => array( 'daily' => '09:00', 'custom' => '06:00' ),
				)
			)
		);
	}

	public function test_the_box_offers_monitoring_the_six_kinds_and_the_default_and_source_rows(): void {
		$html = $this->output_of(
			function () {
				$this->box->render( WordPress::$posts[7] );
			}
		);

		$this->assertStringContainsString( 'name="freshwatch[monitored]" value="1" />', $html, 'not monitored yet: unchecked' );
		$this->assertStringContainsString( 'value="nonce-for-freshwatch_meta_box"', $html );
		foreach ( array( 'default', 'manual', 'visitor_triggered', 'daily', 'weekly', 'monthly', 'custom' ) as $kind ) {
			$this->assertStringContainsString( "<option value=\"{$kind}\"", $html );
		}
		$this->assertStringContainsString( 'name="freshwatch[sources][2][url]"', $html );
		$this->assertStringNotContainsString( 'Check now', $html, 'only monitored posts can be checked' );
	}

	public function test_a_monitored_post_shows_check_now_and_the_latest_result(): void {
		WordPress::$options['freshwatch_service_domain'] = 'https://freshwatch.example.com';
		$this->items->save(
			7,
			array(
				'monitored'       => 1,
				'content_item_id' => 'item-7',
				'health_score'    => 45.0,
				'status'          => 'needs_update',
				'last_analyzed'   => '2026-02-01 10:00:00',
				'analysis'        => array(
					'issues'          => array( array( 'type' => 'freshness', 'message' => 'Prices from 2024 <old>', 'severity' => 'error' ) ),
					'recommendations' => array( array( 'type' => 'content', 'message' => 'Update the prices', 'priority' => 'high' ) ),
				),
			)
		);

		$html = $this->output_of(
			function () {
				$this->box->render( WordPress::$posts[7] );
			}
		);

		$this->assertStringContainsString( "checked='checked'", $html );
		$this->assertStringContainsString( 'admin-post.php?action=freshwatch_check_now&amp;post=7', $html );
		$this->assertStringContainsString( '>45%</strong>', $html );
		$this->assertStringContainsString( 'Prices from 2024 &lt;old&gt;', $html );
		$this->assertStringContainsString( 'Update the prices', $html );
		$this->assertStringContainsString( 'href="https://freshwatch.example.com/content?item=item-7"', $html );
	}

	public function test_saving_without_the_boxs_nonce_changes_nothing(): void {
		$_POST = array( 'freshwatch' => array( 'monitored' => '1' ) );

		$this->box->save( 7, WordPress::$posts[7] );

		$this->assertNull( $this->items->find( 7 ) );
	}

	public function test_saving_the_box_stores_its_fields_and_turns_monitoring_on(): void {
		WordPress::$capabilities = array( 'edit_post' );
		$_POST                   = array(
			'freshwatch_meta_box_nonce' => 'nonce-for-freshwatch_meta_box',
			'freshwatch'                => array(
				'monitored' => '1',
				'sources'   => array( array( 'url' => 'https://stats.example.org', 'description' => 'Stats' ) ),
			),
			'freshwatch_schedule'       => array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => '30', 'pagePattern' => '' ),
		);

		$this->box->save( 7, WordPress::$posts[7] );

		$row = $this->items->find( 7 );
		$this->assertTrue( $row['monitored'] );
		$this->assertSame( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 30 ), $row['schedule'] );
		$this->assertSame( array( array( 'url' => 'https://stats.example.org', 'description' => 'Stats' ) ), $row['sources'] );
	}

	private function box_for( array $fields ): string {
		$this->items->save( 7, array_merge( array( 'monitored' => 1, 'content_item_id' => 'item-7' ), $fields ) );
		return $this->output_of(
			function () {
				$this->box->render( WordPress::$posts[7] );
			}
		);
	}

	public function test_a_post_never_checked_reads_not_checked_yet_not_fresh(): void {
		$html = $this->box_for( array( 'health_score' => 0.0, 'status' => 'fresh', 'last_analyzed' => null ) );

		$this->assertStringContainsString( '>Not checked yet</span>', $html );
		$this->assertStringNotContainsString( '>fresh</span>', $html );
	}

	public function test_a_failed_check_says_so_with_its_reason(): void {
		$html = $this->box_for( array( 'check_outcome' => 'failed', 'check_error' => 'The page answered <404>.' ) );

		$this->assertStringContainsString( '>Check failed</span>', $html );
		$this->assertStringContainsString( 'The page answered &lt;404&gt;.', $html );
	}

	public function test_a_paused_post_says_why_and_offers_no_check(): void {
		$html = $this->box_for( array( 'paused' => 'unpublished' ) );

		$this->assertStringContainsString( '>Monitoring paused</span>', $html );
		$this->assertStringContainsString( 'The post is not published: monitoring resumes when it is published.', $html );
		$this->assertStringNotContainsString( 'freshwatch_check_now', $html );
	}

	public function test_a_queued_check_is_said_in_the_box_and_the_notice(): void {
		$html = $this->box_for( array( 'check_queued' => '2026-02-01 10:00:00' ) );
		$this->assertStringContainsString( 'Check queued', $html );

		WordPress::$transients['freshwatch_check_now_1'] = array( 'result' => 'queued', 'message' => null );
		$notice = $this->output_of( array( $this->box, 'render_check_notice' ) );
		$this->assertStringContainsString( 'Freshwatch queued the check', $notice );
	}

	public function test_unticking_monitoring_never_waits_for_the_service(): void {
		WordPress::$capabilities = array( 'edit_post' );
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7' ) );
		$_POST = array( 'freshwatch_meta_box_nonce' => 'nonce-for-freshwatch_meta_box', 'freshwatch' => array() );

		$this->box->save( 7, WordPress::$posts[7] );

		$this->assertFalse( $this->items->find( 7 )['monitored'] );
		$this->assertSame( array(), WordPress::$http_requests );
		$this->assertSame( 'freshwatch_delete_item', WordPress::$cron_events[0]['hook'] );
	}
}

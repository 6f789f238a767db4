<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\ApiClient;
use Freshwatch\PostMeta;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\Rest;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class PostMetaTest extends TestCase {

	private MemoryItems $items;
	private PostMeta $meta;

	protected function setUp(): void {
		parent::setUp();
		Rest::reset();
		$this->items = new MemoryItems();
		$this->meta  = new PostMeta( $this->items, new Sync( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) ) );
		WordPress::$posts[7] = new \WP_Post( array( 'ID' => 7, 'post_title' => 'Pricing' ) );
	}

	public function test_the_three_settings_are_registered_for_the_rest_api_on_each_monitored_post_type(): void {
		WordPress::$post_types = array( 'product' );

		$this->meta->register_meta();

		$this->assertSame( array( 'post', 'page', 'product' ), array_keys( Rest::$meta ) );
		foreach ( Rest::$meta as $keys ) {
			$this->assertSame( array( '_freshwatch_monitored', '_freshwatch_schedule', '_freshwatch_sources' ), array_keys( $keys ) );
		}
		$monitored = Rest::$meta['post']['_freshwatch_monitored'];
		$this->assertSame( 'boolean', $monitored['type'] );
		$this->assertTrue( $monitored['single'] );
		$this->assertTrue( $monitored['show_in_rest'] );
		$this->assertSame( 'object', Rest::$meta['post']['_freshwatch_schedule']['type'] );
		$this->assertContains( 'weekly', Rest::$meta['post']['_freshwatch_schedule']['show_in_rest']['schema']['properties']['type']['enum'] );
		$this->assertContains( 'default', Rest::$meta['post']['_freshwatch_schedule']['show_in_rest']['schema']['properties']['type']['enum'] );
		$this->assertSame( 'array', Rest::$meta['page']['_freshwatch_sources']['type'] );
		$this->assertSame( array( array( $this->meta, 'apply_before_save' ) ), WordPress::callbacks( 'rest_pre_insert_post' ), 'a REST save applies the meta before save_post' );
		$this->assertCount( 1, WordPress::callbacks( 'rest_pre_insert_product' ) );
	}

	public function test_only_those_who_may_edit_the_post_change_its_settings(): void {
		$this->meta->register_meta();
		$auth = Rest::$meta['post']['_freshwatch_sources']['auth_callback'];

		$this->assertFalse( $auth( false, '_freshwatch_sources', 7 ) );
		WordPress::$capabilities = array( 'edit_post' );
		$this->assertTrue( $auth( false, '_freshwatch_sources', 7 ) );
	}

	public function test_the_meta_is_read_from_the_posts_row(): void {
		$this->assertSame( array( false ), $this->meta->read( null, 7, '_freshwatch_monitored', true ), 'no row: not monitored' );
		$this->assertSame( array( array( 'type' => 'default' ) ), $this->meta->read( null, 7, '_freshwatch_schedule', true ) );
		$this->assertSame( array( array() ), $this->meta->read( null, 7, '_freshwatch_sources', true ) );

		$this->items->save(
			7,
			array(
				'monitored' => 1,
				'schedule'  => array( 'type' => 'daily', 'time' => '06:30' ),
				'sources'   => array( array( 'url' => 'https://stats.example.org', 'description' => 'Figures' ) ),
			)
		);

		$this->assertSame( array( true ), $this->meta->read( null, 7, '_freshwatch_monitored', true ) );
		$this->assertSame( array( array( 'type' => 'daily', 'time' => '06:30' ) ), $this->meta->read( null, 7, '_freshwatch_schedule', true ) );
		$this->assertSame( array( array( array( 'url' => 'https://stats.example.org', 'description' => 'Figures' ) ) ), $this->meta->read( null, 7, '_freshwatch_sources', true ) );
		$this->assertNull( $this->meta->read( null, 7, '_thumbnail_id', true ), 'other meta is left to WordPress' );
	}

	public function test_a_rest_save_stores_the_settings_on_the_row_before_the_post_is_saved(): void {
		WordPress::$capabilities = array( 'edit_post' );
		$request                 = new \WP_REST_Request(
			array(
				'meta' => array(
					'_freshwatch_monitored' => true,
					'_freshwatch_schedule'  => array( 'type' => 'weekly', 'daysOfWeek' => array( 'friday', 'someday' ), 'time' => '25:00' ),
					'_freshwatch_sources'   => array(
						array( 'url' => 'https://stats.example.org/report', 'description' => '<b>Figures</b>' ),
						array( 'url' => 'javascript:alert(1)', 'description' => 'x' ),
					),
					'other_meta'            => 'ignored',
				),
			)
		);

		$prepared = (object) array( 'ID' => 7 );
		$this->assertSame( $prepared, $this->meta->apply_before_save( $prepared, $request ) );

		$row = $this->items->find( 7 );
		$this->assertTrue( $row['monitored'] );
		$this->assertSame( array( 'type' => 'weekly', 'daysOfWeek' => array( 'friday' ), 'time' => '09:00' ), $row['schedule'] );
		$this->assertSame( array( array( 'url' => 'https://stats.example.org/report', 'description' => 'Figures' ) ), $row['sources'] );
	}

	public function test_a_rest_save_without_the_right_to_edit_the_post_changes_nothing(): void {
		$request = new \WP_REST_Request( array( 'meta' => array( '_freshwatch_monitored' => true ) ) );

		$this->meta->apply_before_save( (object) array( 'ID' => 7 ), $request );

		$this->assertNull( $this->items->find( 7 ) );
	}

	public function test_the_global_default_schedule_empties_the_rows_schedule(): void {
		$this->items->save( 7, array( 'schedule' => array( 'type' => 'daily', 'time' => '06:30' ) ) );

		$this->assertTrue( $this->meta->write( null, 7, '_freshwatch_schedule', array( 'type' => 'default' ) ) );

		$this->assertNull( $this->items->find( 7 )['schedule'] );
	}

	public function test_turning_monitoring_off_leaves_the_items_removal_to_wp_cron(): void {
		$this->items->save( 7, array( 'monitored' => 1, 'content_item_id' => 'item-7', 'health_score' => 81.0, 'status' => 'fresh' ) );

		$this->assertTrue( $this->meta->write( null, 7, '_freshwatch_monitored', false ) );

		$this->assertSame( array(), WordPress::$http_requests, 'the save does not wait for the service' );
		$this->assertSame( array( array( 'item-7', 1 ) ), array_column( array_filter( WordPress::$cron_events, fn( $e ) => Sync::DELETE_HOOK === $e['hook'] ), 'args' ) );
		$row = $this->items->find( 7 );
		$this->assertFalse( $row['monitored'] );
		$this->assertNull( $row['content_item_id'] );
		$this->assertNull( $row['health_score'] );
	}

	public function test_the_meta_never_reaches_wp_postmeta_and_cannot_be_deleted(): void {
		$this->assertSame( 'earlier', $this->meta->write( 'earlier', 7, '_freshwatch_monitored', true ), 'an earlier filter\'s answer stands' );
		$this->assertNull( $this->meta->write( null, 7, '_edit_lock', '1' ), 'other meta is left to WordPress' );
		$this->assertFalse( $this->meta->refuse_delete( null, 7, '_freshwatch_sources' ) );
		$this->assertNull( $this->meta->refuse_delete( null, 7, '_edit_lock' ) );
	}
}

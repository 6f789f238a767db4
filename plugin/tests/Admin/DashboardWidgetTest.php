<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\DashboardWidget;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class DashboardWidgetTest extends TestCase {

	private MemoryItems $items;

	protected function setUp(): void {
		parent::setUp();
		$this->items = new MemoryItems();
		foreach ( range( 1, 7 ) as $id ) {
			WordPress::$posts[ $id ] = new \WP_Post( array( 'ID' => $id, 'post_title' => "Post {$id}" ) );
		}
	}

	public function test_the_counts_are_the_states_every_screen_shows(): void {
		// What the service answers when a post is registered: "fresh" with score 0, and no analysis yet.
		$this->items->save( 1, array( 'monitored' => 1, 'content_item_id' => 'a', 'health_score' => 0.0, 'status' => 'fresh' ) );
		$this->items->save( 2, array( 'monitored' => 1, 'content_item_id' => 'b', 'health_score' => 0.0, 'status' => 'fresh' ) );
		$this->items->save( 3, array( 'monitored' => 1, 'content_item_id' => 'c', 'health_score' => 91.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'check_outcome' => 'analysed' ) );
		$this->items->save( 4, array( 'monitored' => 1, 'content_item_id' => 'd', 'health_score' => 45.0, 'status' => 'needs_update', 'last_analyzed' => '2026-02-01 10:00:00' ) );
		// An analysed post whose last check failed is failed, not fresh; an unpublished one is paused.
		$this->items->save( 5, array( 'monitored' => 1, 'content_item_id' => 'e', 'health_score' => 88.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'check_outcome' => 'failed', 'check_error' => 'The page answered 500.' ) );
		$this->items->save( 6, array( 'monitored' => 1, 'content_item_id' => 'f', 'health_score' => 70.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'paused' => 'unpublished' ) );
		$this->items->save( 7, array( 'monitored' => 0, 'content_item_id' => 'g', 'health_score' => 10.0, 'status' => 'outdated', 'last_analyzed' => '2026-02-01 10:00:00' ) );

		$html = $this->output_of( array( new DashboardWidget( $this->items ), 'render' ) );

		$this->assertSame(
			array(
				'fresh'        => '1',
				'needs_update' => '1',
				'outdated'     => '0',
				'not_checked'  => '2',
				'failed'       => '1',
				'paused'       => '1',
			),
			$this->counts( $html ),
			'one line a state, in this order; the post not monitored is not counted'
		);
		$this->assertStringContainsString( '>Not checked yet</span> 2</li>', $html );
		$this->assertStringContainsString( '>Check failed</span> 1</li>', $html );
		$this->assertStringContainsString( '>Monitoring paused</span> 1</li>', $html );
		$this->assertSame( 1, substr_count( $html, 'Not checked yet' ), 'no second, hand-made "Not checked yet" pill' );
		$this->assertStringContainsString( '>68%</strong>', $html, 'the average is of the analysed posts only' );
		$this->assertStringContainsString( 'Post 4</a> <strong class="freshwatch-score" style="color:#ca8a04">45%</strong>', $html, 'a worst page\'s score has its status\'s colour' );
		foreach ( array( 'Post 1', 'Post 5', 'Post 6', 'Post 7' ) as $not_analysed ) {
			$this->assertStringNotContainsString( $not_analysed, $html, 'only analysed, running posts are among the worst' );
		}
	}

	public function test_a_site_without_monitored_posts_says_how_to_start(): void {
		$this->items->save( 1, array( 'monitored' => 0, 'content_item_id' => 'a' ) );

		$html = $this->output_of( array( new DashboardWidget( $this->items ), 'render' ) );

		$this->assertStringContainsString( 'No posts are monitored yet.', $html );
		$this->assertStringNotContainsString( 'freshwatch-counts', $html );
	}

	/**
	 * @return array<string, string> Status class => count, in the widget's order.
	 */
	private function counts( string $html ): array {
		preg_match_all( '/<li[^>]*><span class="freshwatch-status freshwatch-status-([a-z_-]+)"[^>]*>[^<]*<\/span> (\d+)<\/li>/', $html, $matches );
		return array_combine( $matches[1], $matches[2] );
	}
}

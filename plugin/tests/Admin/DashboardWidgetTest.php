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

	public function test_a_post_never_analysed_counts_as_not_checked_yet_and_not_as_fresh(): void {
		$items = new MemoryItems();
		foreach ( array( 1, 2, 3, 4 ) as $id ) {
			WordPress::$posts[ $id ] = new \WP_Post( array( 'ID' => $id, 'post_title' => "Post {$id}" ) );
		}
		// What the service answers when a post is registered: "fresh" with score 0, and no analysis yet.
		$items->save( 1, array( 'monitored' => 1, 'content_item_id' => 'a', 'health_score' => 0.0, 'status' => 'fresh' ) );
		$items->save( 2, array( 'monitored' => 1, 'content_item_id' => 'b', 'health_score' => 0.0, 'status' => 'fresh' ) );
		$items->save( 3, array( 'monitored' => 1, 'content_item_id' => 'c', 'health_score' => 91.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00' ) );
		$items->save( 4, array( 'monitored' => 1, 'content_item_id' => 'd', 'health_score' => 45.0, 'status' => 'needs_update', 'last_analyzed' => '2026-02-01 10:00:00' ) );

		$html = $this->output_of( array( new DashboardWidget( $items ), 'render' ) );

		$this->assertSame(
			array(
				'fresh'        => '1',
				'needs_update' => '1',
				'outdated'     => '0',
				'not-checked'  => '2',
			),
			$this->counts( $html )
		);
		$this->assertStringContainsString( '>Not checked yet</span> 2</li>', $html );
		$this->assertStringContainsString( '>68%</strong>', $html, 'the average is of the analysed posts only' );
		$this->assertStringNotContainsString( 'Post 1', $html, 'an unchecked post is not among the worst' );
	}

	/**
	 * @return array<string, string> Status class => count, in the widget's order.
	 */
	private function counts( string $html ): array {
		preg_match_all( '/<li[^>]*><span class="freshwatch-status freshwatch-status-([a-z_-]+)"[^>]*>[^<]*<\/span> (\d+)<\/li>/', $html, $matches );
		return array_combine( $matches[1], $matches[2] );
	}
}

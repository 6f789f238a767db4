<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\PostListColumn;
use Freshwatch\ApiClient;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class PostListColumnTest extends TestCase {

	private MemoryItems $items;
	private PostListColumn $column;

	protected function setUp(): void {
		parent::setUp();
		$this->items  = new MemoryItems();
		$this->column = new PostListColumn( $this->items, new Sync( $this->items, new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) ) );
		foreach ( array( 1, 2, 3 ) as $id ) {
			WordPress::$posts[ $id ] = new \WP_Post( array( 'ID' => $id, 'post_title' => "Post {$id}" ) );
		}
	}

	public function test_posts_pages_and_products_get_the_column_and_the_bulk_actions(): void {
		WordPress::$post_types = array( 'product' );

		$this->column->hook_post_types();

		foreach ( array( 'post', 'page', 'product' ) as $type ) {
			$this->assertCount( 1, WordPress::callbacks( "manage_{$type}_posts_columns" ) );
			$this->assertCount( 1, WordPress::callbacks( "bulk_actions-edit-{$type}" ) );
			$this->assertCount( 1, WordPress::callbacks( "handle_bulk_actions-edit-{$type}" ) );
		}
		$this->assertSame( array( 'title' => 'Title', 'freshwatch' => 'Freshwatch' ), $this->column->add_column( array( 'title' => 'Title' ) ) );
		$this->assertSame(
			array( 'trash' => 'Move to Trash', 'freshwatch_monitor' => 'Monitor with Freshwatch', 'freshwatch_unmonitor' => 'Stop monitoring' ),
			$this->column->add_bulk_actions( array( 'trash' => 'Move to Trash' ) )
		);
	}

	public function test_the_column_shows_score_and_status_or_why_there_is_none(): void {
		$this->items->save( 1, array( 'monitored' => 1, 'content_item_id' => 'a', 'health_score' => 72.0, 'status' => 'needs_update', 'last_analyzed' => '2026-02-01 10:00:00' ) );
		$this->items->save( 2, array( 'monitored' => 1, 'content_item_id' => 'b' ) );

		$html = function ( int $id ): string {
			return $this->output_of(
				function () use ( $id ) {
					$this->column->render_column( 'freshwatch', $id );
				}
			);
		};

		$this->assertStringContainsString( '>72%</strong> <span class="freshwatch-status freshwatch-status-needs_update"', $html( 1 ) );
		$this->assertStringContainsString( 'Not checked yet', $html( 2 ) );
		$this->assertStringContainsString( 'Not monitored', $html( 3 ) );
		$this->assertSame( '', $this->output_of( function () { $this->column->render_column( 'title', 1 ); } ) );
	}

	public function test_bulk_monitoring_registers_each_post_the_editor_may_edit_and_says_how_many(): void {
		WordPress::$capabilities = array( 'edit_post' );
		foreach ( array( 1, 2 ) as $id ) {
			WordPress::$http_responses[] = array( 'status' => 201, 'body' => json_encode( array( 'id' => "item-{$id}", 'healthScore' => 0, 'status' => 'fresh' ) ) );
		}

		$redirect = $this->column->handle_bulk_action( 'https://site.example/wp-admin/edit.php', 'freshwatch_monitor', array( 1, 2 ) );

		$this->assertSame( 'https://site.example/wp-admin/edit.php?freshwatch_action=monitor&freshwatch_done=2&freshwatch_failed=0', $redirect );
		$this->assertSame( 'item-2', $this->items->find( 2 )['content_item_id'] );
		$this->assertSame( 'https://site.example/x', $this->column->handle_bulk_action( 'https://site.example/x', 'trash', array( 1 ) ), 'other actions are left alone' );
	}

	public function test_posts_the_editor_may_not_edit_are_skipped(): void {
		WordPress::$capabilities = array();

		$this->column->handle_bulk_action( 'https://site.example/wp-admin/edit.php', 'freshwatch_monitor', array( 1 ) );

		$this->assertSame( array(), WordPress::$http_requests );
		$this->assertNull( $this->items->find( 1 ) );
	}
}

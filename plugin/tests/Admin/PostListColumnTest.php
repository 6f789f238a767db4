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
		$this->items->save( 2, array( 'monitored' => 1, 'content_item_id' => 'b', 'health_score' => 0.0, 'status' => 'fresh' ) );
		$this->items->save( 4, array( 'monitored' => 1, 'content_item_id' => 'd', 'health_score' => 88.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'check_outcome' => 'failed', 'check_error' => 'The page answered 500.' ) );
		$this->items->save( 5, array( 'monitored' => 1, 'content_item_id' => 'e', 'health_score' => 69.0, 'status' => 'fresh', 'last_analyzed' => '2026-02-01 10:00:00', 'paused' => 'trashed', 'sync_error' => 'The service refused the API key.' ) );

		$html = function ( int $id ): string {
			return $this->output_of(
				function () use ( $id ) {
					$this->column->render_column( 'freshwatch', $id );
				}
			);
		};

		$this->assertStringContainsString( '<strong class="freshwatch-score" style="color:#ca8a04">72%</strong> <span class="freshwatch-status freshwatch-status-needs_update"', $html( 1 ), 'the score in its status\'s colour, not the band\'s blue' );
		$this->assertStringContainsString( 'freshwatch-status-not_checked', $html( 2 ) );
		$this->assertStringContainsString( '>Not checked yet</span>', $html( 2 ) );
		$this->assertStringNotContainsString( '>fresh</span>', $html( 2 ), 'the placeholder "fresh" of a post never analysed is not shown' );
		$this->assertStringContainsString( 'freshwatch-status-failed', $html( 4 ) );
		$this->assertStringContainsString( 'The page answered 500.', $html( 4 ) );
		$this->assertStringNotContainsString( '88%', $html( 4 ), 'a failed check shows no stale score' );
		$this->assertStringContainsString( '>Monitoring paused</span>', $html( 5 ) );
		$this->assertStringContainsString( 'The post is in the trash', $html( 5 ) );
		$this->assertStringContainsString( '>Not synced</span>', $html( 5 ), 'settings that did not reach the service are still said' );
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

	public function test_the_column_is_sortable_on_every_list_and_sorts_ascending_first(): void {
		WordPress::$post_types = array( 'product' );
		$this->column->hook_post_types();

		foreach ( array( 'post', 'page', 'product' ) as $type ) {
			$this->assertCount( 1, WordPress::callbacks( "manage_edit-{$type}_sortable_columns" ) );
		}
		$this->assertSame( array( 'title' => 'title', 'freshwatch' => 'freshwatch' ), $this->column->add_sortable_column( array( 'title' => 'title' ) ) );
	}

	public function test_the_status_filter_offers_every_state_and_keeps_the_chosen_one(): void {
		$_GET['freshwatch_status'] = 'not_checked';
		try {
			$html = $this->output_of(
				function () {
					$this->column->render_status_filter( 'page' );
				}
			);
		} finally {
			unset( $_GET['freshwatch_status'] );
		}

		$this->assertStringContainsString( '<select name="freshwatch_status" id="freshwatch-status-filter">', $html );
		$this->assertSame( 7, preg_match_all( '/<option value="([a-z_]*)"/', $html, $values ) );
		$this->assertSame( array( '', 'fresh', 'needs_update', 'outdated', 'not_checked', 'failed', 'paused' ), $values[1] );
		$this->assertStringContainsString( "<option value=\"not_checked\" selected='selected'>Not checked yet</option>", $html );
		$this->assertStringContainsString( '>Check failed</option>', $html );
		$this->assertStringContainsString( '>Monitoring paused</option>', $html );
		$this->assertSame( '', $this->output_of( function () { $this->column->render_status_filter( 'attachment' ); } ), 'not on other lists' );
	}

	/**
	 * The clauses the Posts list's main query gets, for a request with these query variables and $_GET.
	 *
	 * @param array<string, mixed>  $vars Query variables.
	 * @param array<string, string> $get  The list's address parameters.
	 * @return array<string, string>
	 */
	private function clauses( array $vars, array $get = array(), bool $main = true, string $pagenow = 'edit.php' ): array {
		$GLOBALS['pagenow'] = $pagenow;
		$_GET               = $get;
		try {
			return $this->column->sort_and_filter(
				array(
					'join'    => '',
					'where'   => " AND wp_posts.post_type = 'post'",
					'orderby' => 'wp_posts.post_date DESC',
				),
				new \WP_Query( $vars, $main )
			);
		} finally {
			$_GET = array();
		}
	}

	public function test_sorting_by_the_column_joins_the_table_once_and_puts_unchecked_posts_last_in_both_directions(): void {
		$asc  = $this->clauses( array( 'post_type' => 'post', 'orderby' => 'freshwatch', 'order' => 'asc' ) );
		$desc = $this->clauses( array( 'post_type' => 'post', 'orderby' => 'freshwatch', 'order' => 'desc' ) );

		$this->assertSame( ' LEFT JOIN wp_freshwatch_items AS freshwatch_items ON freshwatch_items.post_id = wp_posts.ID', $asc['join'] );
		$this->assertSame( " AND wp_posts.post_type = 'post'", $asc['where'], 'sorting filters nothing out' );
		// What the rank means is checked on a real database (PostListColumnSqlTest).
		$unchecked_last = PostListColumn::SQL_SORT_RANK . ' ASC, ';
		$this->assertSame( $unchecked_last . 'freshwatch_items.health_score ASC, wp_posts.post_date DESC, wp_posts.ID DESC', $asc['orderby'] );
		$this->assertSame( $unchecked_last . 'freshwatch_items.health_score DESC, wp_posts.post_date DESC, wp_posts.ID DESC', $desc['orderby'] );
		$this->assertStringEndsWith( 'health_score ASC, wp_posts.post_date DESC, wp_posts.ID DESC', $this->clauses( array( 'orderby' => 'freshwatch', 'order' => "'; DROP TABLE x" ) )['orderby'], 'anything but DESC is ascending' );
	}

	public function test_filtering_by_status_adds_only_whitelisted_conditions(): void {
		$fresh = $this->clauses( array( 'post_type' => 'post' ), array( 'freshwatch_status' => 'fresh' ) );
		$this->assertSame( ' LEFT JOIN wp_freshwatch_items AS freshwatch_items ON freshwatch_items.post_id = wp_posts.ID', $fresh['join'] );
		$this->assertSame( " AND wp_posts.post_type = 'post' AND ( " . PostListColumn::STATUS_CONDITIONS['fresh'] . ' )', $fresh['where'], 'which rows each condition selects is checked on a real database (PostListColumnSqlTest)' );
		$this->assertSame( 'wp_posts.post_date DESC', $fresh['orderby'], 'the order stays' );

		$paused = $this->clauses( array( 'post_type' => 'post' ), array( 'freshwatch_status' => 'paused' ) );
		$this->assertSame( " AND wp_posts.post_type = 'post' AND ( " . PostListColumn::STATUS_CONDITIONS['paused'] . ' )', $paused['where'] );

		$unknown = $this->clauses( array( 'post_type' => 'post' ), array( 'freshwatch_status' => "fresh' OR 1=1 -- " ) );
		$this->assertSame( '', $unknown['join'] );
		$this->assertSame( " AND wp_posts.post_type = 'post'", $unknown['where'] );
	}

	public function test_other_queries_are_left_alone(): void {
		$untouched = array(
			'join'    => '',
			'where'   => " AND wp_posts.post_type = 'post'",
			'orderby' => 'wp_posts.post_date DESC',
		);
		$sorted    = array( 'post_type' => 'post', 'orderby' => 'freshwatch' );

		$this->assertSame( $untouched, $this->clauses( array( 'post_type' => 'post' ) ), 'the list neither sorted nor filtered by Freshwatch' );
		$this->assertSame( $untouched, $this->clauses( $sorted, array(), false ), 'a secondary query' );
		$this->assertSame( $untouched, $this->clauses( $sorted, array(), true, 'upload.php' ), 'another screen' );
		$this->assertSame( $untouched, $this->clauses( array( 'post_type' => 'attachment', 'orderby' => 'freshwatch' ) ), 'another post type' );
		WordPress::$is_admin = false;
		$this->assertSame( $untouched, $this->clauses( $sorted ), 'the site itself' );
	}
}

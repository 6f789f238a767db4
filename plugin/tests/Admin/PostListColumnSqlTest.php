<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\PostListColumn;
use Freshwatch\ApiClient;
use Freshwatch\Installer;
use Freshwatch\Items;
use Freshwatch\Sync;
use Freshwatch\Tests\Support\MemoryItems;
use Freshwatch\Tests\Support\PrivateMariaDb;
use Freshwatch\Tests\Support\TestCase;

/**
 * The Posts list's status filter and sort are SQL, the state every other screen shows is Items::health_state():
 * the same rows, every combination of the columns health_state() reads, go through both on a real MariaDB, so
 * that the two cannot drift apart.
 */
final class PostListColumnSqlTest extends TestCase {

	private static ?PrivateMariaDb $server = null;

	/**
	 * The fixture's rows by post id, as the table holds them; null for a post without a row.
	 *
	 * @var array<int, array<string, mixed>|null>
	 */
	private static array $rows = array();

	public static function setUpBeforeClass(): void {
		self::$server = PrivateMariaDb::start();
		if ( null === self::$server ) {
			return;
		}
		$db = self::$server->db;
		$db->query( 'CREATE TABLE wp_posts (ID bigint(20) unsigned NOT NULL PRIMARY KEY, post_type varchar(20) NOT NULL, post_date datetime NOT NULL)' );
		$db->query( Installer::schema( 'wp_freshwatch_items', 'DEFAULT CHARSET=utf8mb4' ) );
		$id = 0;
		foreach ( array( 0, 1 ) as $monitored ) {
			foreach ( array( null, '', Sync::PAUSED_UNPUBLISHED, Sync::PAUSED_TRASHED ) as $paused ) {
				foreach ( array( null, '', 'analysed', 'failed' ) as $outcome ) {
					foreach ( array( null, '2026-02-01 10:00:00' ) as $analysed ) {
						foreach ( array( null, '', 'fresh', 'needs_update', 'outdated', 'unknown' ) as $status ) {
							++$id;
							self::$rows[ $id ] = array(
								'post_id'       => $id,
								'monitored'     => $monitored,
								'paused'        => $paused,
								'check_outcome' => $outcome,
								'last_analyzed' => $analysed,
								'status'        => $status,
								// Scores that do not follow the ids, so the sort's order is its own.
								'health_score'  => null === $analysed && 'analysed' !== $outcome ? 0.0 : (float) ( ( $id * 37 ) % 100 ),
							);
						}
					}
				}
			}
		}
		// A post that was never monitored has no row at all.
		self::$rows[ ++$id ] = null;
		foreach ( self::$rows as $post_id => $row ) {
			$db->query( sprintf( "INSERT INTO wp_posts VALUES (%d, 'post', '2026-01-01 00:00:00')", $post_id ) );
			if ( null !== $row ) {
				$statement = $db->prepare( 'INSERT INTO wp_freshwatch_items (post_id, monitored, paused, check_outcome, last_analyzed, status, health_score) VALUES (?, ?, ?, ?, ?, ?, ?)' );
				$statement->bind_param( 'iissssd', $row['post_id'], $row['monitored'], $row['paused'], $row['check_outcome'], $row['last_analyzed'], $row['status'], $row['health_score'] );
				$statement->execute();
			}
		}
	}

	public static function tearDownAfterClass(): void {
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
	}

	protected function setUp(): void {
		parent::setUp();
		if ( null === self::$server ) {
			$this->markTestSkipped( 'Needs mariadb-server (Debian) to run the list\'s SQL.' );
		}
	}

	public function test_each_filter_value_selects_exactly_the_posts_in_that_state(): void {
		$states = array_map( array( Items::class, 'health_state' ), self::$rows );
		$this->assertSame( array( 'fresh', 'needs_update', 'outdated', 'not_checked', 'failed', 'paused' ), array_keys( PostListColumn::STATUS_CONDITIONS ), 'one filter value a state of a monitored post' );
		foreach ( array_keys( PostListColumn::STATUS_CONDITIONS ) as $state ) {
			$expected = array_keys( $states, $state, true );
			$this->assertNotEmpty( $expected, "the fixture has posts in the state {$state}" );
			$this->assertSame( $expected, $this->listed( array(), array( 'freshwatch_status' => $state ) ), "the filter {$state}" );
		}
	}

	public function test_the_sort_puts_analysed_posts_first_by_score_then_the_other_monitored_then_the_rest(): void {
		foreach ( array( 'asc', 'desc' ) as $order ) {
			$ids   = $this->listed( array( 'orderby' => 'freshwatch', 'order' => $order ) );
			$ranks = array_map( array( self::class, 'rank' ), $ids );
			$this->assertCount( count( self::$rows ), $ids, 'sorting hides nothing' );
			$sorted = $ranks;
			sort( $sorted );
			$this->assertSame( $sorted, $ranks, "{$order}: analysed (0), then other monitored (1), then not monitored (2)" );
			$scores = array();
			foreach ( $ids as $i => $id ) {
				if ( 0 === $ranks[ $i ] ) {
					$scores[] = self::$rows[ $id ]['health_score'];
				}
			}
			$by_score = $scores;
			'asc' === $order ? sort( $by_score ) : rsort( $by_score );
			$this->assertSame( $by_score, $scores, "{$order}: the analysed posts by score" );
		}
	}

	/**
	 * 0 for a post with an analysis to show, 1 for the other monitored ones, 2 for the rest, by health_state().
	 */
	private static function rank( int $id ): int {
		$state = Items::health_state( self::$rows[ $id ] );
		if ( in_array( $state, Items::ANALYSED_STATES, true ) ) {
			return 0;
		}
		return Items::NOT_MONITORED === $state ? 2 : 1;
	}

	/**
	 * The post ids the Posts list's main query answers with the plugin's clauses (in id order when unsorted).
	 *
	 * @param array<string, mixed>  $vars The list's query variables.
	 * @param array<string, string> $get  Its address parameters.
	 * @return int[]
	 */
	private function listed( array $vars, array $get = array() ): array {
		$column             = new PostListColumn( new MemoryItems(), new Sync( new MemoryItems(), new ApiClient( 'https://freshwatch.example.com', 'fw_secret' ) ) );
		$GLOBALS['pagenow'] = 'edit.php';
		$_GET               = $get;
		try {
			$clauses = $column->sort_and_filter(
				array(
					'join'    => '',
					'where'   => " AND wp_posts.post_type = 'post'",
					'orderby' => 'wp_posts.ID ASC',
				),
				new \WP_Query( array_merge( array( 'post_type' => 'post' ), $vars ), true )
			);
		} finally {
			$_GET = array();
		}
		$rows = self::$server->rows( "SELECT wp_posts.ID FROM wp_posts {$clauses['join']} WHERE 1=1 {$clauses['where']} ORDER BY {$clauses['orderby']}" );
		return array_map( 'intval', array_column( $rows, 'ID' ) );
	}
}

<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Installer;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class MultisiteTest extends TestCase {

	private const PLUGIN_FILE = '/var/www/wp-content/plugins/freshwatch/freshwatch.php';

	public function test_network_activation_gives_every_site_its_own_table(): void {
		WordPress::$sites = array( 1, 2, 5 );

		( new Installer( self::PLUGIN_FILE ) )->activate( true );

		$this->assertSame( array( 1, 2, 5 ), WordPress::$switched );
		$tables = array_map(
			function ( $sql ) {
				return strtok( substr( $sql, strlen( 'CREATE TABLE ' ) ), ' ' );
			},
			WordPress::$db_delta_queries
		);
		$this->assertSame( array( 'wp_freshwatch_items', 'wp_2_freshwatch_items', 'wp_5_freshwatch_items' ), $tables );
	}

	public function test_activation_on_one_site_of_a_network_installs_that_site_only(): void {
		WordPress::$sites = array( 1, 2 );

		( new Installer( self::PLUGIN_FILE ) )->activate( false );

		$this->assertSame( array(), WordPress::$switched );
		$this->assertCount( 1, WordPress::$db_delta_queries );
	}

	public function test_uninstall_removes_every_sites_table(): void {
		WordPress::$sites = array( 1, 3 );

		Installer::uninstall();

		$this->assertSame( array( 'DROP TABLE IF EXISTS wp_freshwatch_items', 'DROP TABLE IF EXISTS wp_3_freshwatch_items' ), $GLOBALS['wpdb']->queries );
	}
}

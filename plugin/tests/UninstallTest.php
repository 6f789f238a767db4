<?php
/**
 * uninstall.php, included by WordPress on its own when the plugin is deleted.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

/**
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class UninstallTest extends TestCase {

	public function test_removes_the_table_and_every_option_of_the_plugin(): void {
		WordPress::$options = array(
			'freshwatch_db_version'     => '1',
			'freshwatch_api_key'        => 'fw_abc',
			'freshwatch_service_domain' => 'https://freshwatch.example.com',
			'blogname'                  => 'My site',
		);
		define( 'WP_UNINSTALL_PLUGIN', 'freshwatch/freshwatch.php' );

		require FRESHWATCH_TESTS_PLUGIN_DIR . '/uninstall.php';

		$this->assertSame( array( 'DROP TABLE IF EXISTS wp_freshwatch_items' ), $GLOBALS['wpdb']->queries );
		$this->assertSame( array( 'blogname' => 'My site' ), WordPress::$options );
	}
}

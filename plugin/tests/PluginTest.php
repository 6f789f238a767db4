<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Plugin;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class PluginTest extends TestCase {

	private const PLUGIN_FILE = '/var/www/wp-content/plugins/freshwatch/freshwatch.php';

	protected function setUp(): void {
		parent::setUp();
		$this->forget_running_instance();
	}

	protected function tearDown(): void {
		$this->forget_running_instance();
		parent::tearDown();
	}

	public function test_boot_lets_every_part_register_its_hooks(): void {
		$plugin = Plugin::boot( self::PLUGIN_FILE );

		$this->assertSame( array( $plugin, 'load_textdomain' ), WordPress::callbacks( 'init' )[0] );
		$this->assertInstanceOf( \Freshwatch\HealthPull::class, WordPress::callbacks( 'init' )[1][0] );
		$this->assertCount( 1, WordPress::callbacks( 'freshwatch_pull_health' ) );
		$this->assertCount( 2, WordPress::callbacks( 'save_post' ), 'the meta box stores its fields, then sync sends the post' );
		$this->assertCount( 1, WordPress::callbacks( 'before_delete_post' ), 'only deleting a post for good removes its item' );
		$this->assertCount( 0, WordPress::callbacks( 'wp_trash_post' ), 'trash is a save: it pauses' );
		$this->assertCount( 1, WordPress::callbacks( 'freshwatch_sync_post' ) );
		$this->assertCount( 1, WordPress::callbacks( 'freshwatch_pull_pending' ) );
		$this->assertCount( 1, WordPress::callbacks( 'template_redirect' ) );
		$this->assertCount( 2, WordPress::callbacks( 'shutdown' ), 'the visit report, and starting WP-Cron after a save' );
		$this->assertCount( 1, WordPress::callbacks( 'wp_dashboard_setup' ) );
		$this->assertCount( 1, WordPress::callbacks( 'activate_freshwatch/freshwatch.php' ) );
		$this->assertCount( 1, WordPress::callbacks( 'plugins_loaded' ) );
		$this->assertCount( 1, WordPress::callbacks( 'admin_menu' ) );
		$this->assertCount( 2, WordPress::callbacks( 'admin_init' ), 'the settings, and the list screens\' columns and bulk actions' );
	}

	public function test_booting_twice_registers_the_hooks_once(): void {
		$first  = Plugin::boot( self::PLUGIN_FILE );
		$second = Plugin::boot( self::PLUGIN_FILE );

		$this->assertSame( $first, $second );
		$this->assertCount( 3, WordPress::callbacks( 'init' ) );
		$this->assertCount( 2, WordPress::callbacks( 'save_post' ) );
	}

	public function test_on_the_site_itself_only_sync_health_and_visits_are_hooked(): void {
		WordPress::$is_admin = false;

		Plugin::boot( self::PLUGIN_FILE );

		$this->assertSame( array(), WordPress::callbacks( 'admin_menu' ) );
		$this->assertSame( array(), WordPress::callbacks( 'add_meta_boxes' ) );
		$this->assertCount( 1, WordPress::callbacks( 'template_redirect' ) );
		$this->assertCount( 1, WordPress::callbacks( 'save_post' ), 'posts saved over REST or XML-RPC are synced too' );
	}

	public function test_the_version_matches_the_plugin_header_and_the_readme(): void {
		$header = (string) file_get_contents( FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php' );
		$readme = (string) file_get_contents( FRESHWATCH_TESTS_PLUGIN_DIR . '/readme.txt' );

		$this->assertSame( '1.0.0', Plugin::VERSION );
		$this->assertMatchesRegularExpression( '/^ \* Version:\s+1\.0\.0$/m', $header );
		$this->assertMatchesRegularExpression( "/^define\\( 'FRESHWATCH_VERSION', '1\\.0\\.0' \\);$/m", $header );
		$this->assertMatchesRegularExpression( '/^Stable tag: 1\.0\.0$/m', $readme );
		$this->assertMatchesRegularExpression( '/^ \* Requires at least:\s+5\.0$/m', $header );
		$this->assertMatchesRegularExpression( '/^Requires at least: 5\.0$/m', $readme );
		$this->assertMatchesRegularExpression( '/^ \* Requires PHP:\s+7\.4$/m', $header );
		$this->assertMatchesRegularExpression( '/^Requires PHP: 7\.4$/m', $readme );
		$this->assertMatchesRegularExpression( '/^ \* Text Domain:\s+freshwatch$/m', $header );
	}

	private function forget_running_instance(): void {
		$instance = new \ReflectionProperty( Plugin::class, 'instance' );
		$instance->setAccessible( true );
		$instance->setValue( null, null );
	}
}

<?php
/**
 * freshwatch.php, the file WordPress loads. Each test includes it in a fresh PHP process, as WordPress would.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Requirements;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

/**
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class MainFileTest extends TestCase {

	public function test_boots_the_plugin_when_the_requirements_are_met(): void {
		WordPress::$version = '6.1.1';

		require FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php';

		foreach ( WordPress::callbacks( 'admin_notices' ) as $notice ) {
			$this->assertNotInstanceOf( Requirements::class, $notice[0], 'no requirements notice when they are met' );
		}
		$this->assertCount( 3, WordPress::callbacks( 'init' ), 'translations, the health pull\'s schedule, and the block editor\'s post meta' );
		$this->assertCount( 1, WordPress::callbacks( 'activate_freshwatch/freshwatch.php' ) );
		$this->assertCount( 1, WordPress::callbacks( 'admin_menu' ) );
	}

	public function test_only_explains_itself_when_wordpress_is_too_old(): void {
		WordPress::$version = '4.9.26';

		require FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php';

		$notices = WordPress::callbacks( 'admin_notices' );
		$this->assertCount( 1, $notices );
		$this->assertInstanceOf( Requirements::class, $notices[0][0] );
		$this->assertSame( array(), WordPress::callbacks( 'init' ), 'the plugin must not boot' );
		$this->assertSame( array(), WordPress::callbacks( 'admin_menu' ) );
		$this->assertFalse( class_exists( 'Freshwatch\\Plugin', false ) );
	}

	public function test_defines_the_version_constant(): void {
		require FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php';

		$this->assertSame( '1.0.0', FRESHWATCH_VERSION );
		$this->assertSame( realpath( FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php' ), realpath( FRESHWATCH_PLUGIN_FILE ) );
	}
}

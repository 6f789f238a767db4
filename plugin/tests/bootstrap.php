<?php
/**
 * PHPUnit bootstrap: stubs the WordPress functions the plugin uses and loads the plugin's classes through
 * its own autoloader, as freshwatch.php does.
 *
 * @package Freshwatch\Tests
 */

define( 'ABSPATH', sys_get_temp_dir() . '/freshwatch-tests-no-wordpress/' );
define( 'FRESHWATCH_TESTS_PLUGIN_DIR', dirname( __DIR__ ) . '/freshwatch' );

require_once __DIR__ . '/Support/WordPress.php';
require_once __DIR__ . '/Support/FakeWpdb.php';
require_once __DIR__ . '/Support/TestCase.php';
require_once __DIR__ . '/Support/wordpress-stubs.php';
require_once __DIR__ . '/Support/UsersAndNetwork.php';
require_once __DIR__ . '/Support/users-and-network-stubs.php';
require_once __DIR__ . '/Support/Rest.php';
require_once __DIR__ . '/Support/rest-stubs.php';

require_once FRESHWATCH_TESTS_PLUGIN_DIR . '/src/Autoloader.php';
\Freshwatch\Autoloader::register( FRESHWATCH_TESTS_PLUGIN_DIR . '/src' );

require_once __DIR__ . '/Support/MemoryItems.php';
require_once __DIR__ . '/Support/PrivateMariaDb.php';

\Freshwatch\Tests\Support\WordPress::reset();

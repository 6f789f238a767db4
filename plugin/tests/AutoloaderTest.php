<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Autoloader;
use Freshwatch\Tests\Support\TestCase;

final class AutoloaderTest extends TestCase {

	private const BASE = '/plugins/freshwatch/src';

	/**
	 * @dataProvider classes_and_files
	 */
	public function test_maps_a_class_of_the_namespace_to_its_file_under_src( string $class, string $file ): void {
		$this->assertSame( $file, ( new Autoloader( self::BASE ) )->path_for( $class ) );
	}

	public function classes_and_files(): array {
		return array(
			'top level class'           => array( 'Freshwatch\\Plugin', '/plugins/freshwatch/src/Plugin.php' ),
			'sub-namespace'             => array( 'Freshwatch\\Admin\\SettingsPage', '/plugins/freshwatch/src/Admin/SettingsPage.php' ),
			'leading backslash'         => array( '\\Freshwatch\\Installer', '/plugins/freshwatch/src/Installer.php' ),
			'deeper sub-namespace'      => array( 'Freshwatch\\Api\\Http\\Client', '/plugins/freshwatch/src/Api/Http/Client.php' ),
		);
	}

	public function test_a_trailing_slash_on_the_base_directory_makes_no_difference(): void {
		$this->assertSame(
			'/plugins/freshwatch/src/Plugin.php',
			( new Autoloader( self::BASE . '/' ) )->path_for( 'Freshwatch\\Plugin' )
		);
	}

	/**
	 * @dataProvider classes_that_are_not_ours
	 */
	public function test_leaves_other_and_malformed_class_names_alone( string $class ): void {
		$this->assertNull( ( new Autoloader( self::BASE ) )->path_for( $class ) );
	}

	public function classes_that_are_not_ours(): array {
		return array(
			'another namespace'          => array( 'WooCommerce\\Internal\\Thing' ),
			'global class'               => array( 'WP_Query' ),
			'prefix look-alike'          => array( 'FreshwatchExtra\\Plugin' ),
			'the bare prefix'            => array( 'Freshwatch\\' ),
			'path traversal'             => array( 'Freshwatch\\..\\..\\wp-config' ),
			'slash in the name'          => array( 'Freshwatch\\Admin/SettingsPage' ),
			'empty namespace segment'    => array( 'Freshwatch\\Admin\\\\SettingsPage' ),
			'name starting with a digit' => array( 'Freshwatch\\1Plugin' ),
		);
	}

	public function test_every_class_file_in_src_is_found_under_its_class_name(): void {
		$src    = FRESHWATCH_TESTS_PLUGIN_DIR . '/src';
		$loader = new Autoloader( $src );
		$files  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $src, \FilesystemIterator::SKIP_DOTS ) );

		$checked = 0;
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			$relative = substr( $file->getPathname(), strlen( $src ) + 1, -strlen( '.php' ) );
			$class    = 'Freshwatch\\' . str_replace( '/', '\\', $relative );

			$this->assertSame( $file->getPathname(), $loader->path_for( $class ), $class );
			$this->assertTrue( class_exists( $class ), "{$class} should be loadable from {$file->getPathname()}" );
			++$checked;
		}

		$this->assertGreaterThanOrEqual( 6, $checked );
	}

	public function test_loading_a_missing_class_of_the_namespace_does_nothing(): void {
		$loader = new Autoloader( FRESHWATCH_TESTS_PLUGIN_DIR . '/src' );

		$loader->load( 'Freshwatch\\DoesNotExist' );

		$this->assertFalse( class_exists( 'Freshwatch\\DoesNotExist', false ) );
	}

	public function test_register_adds_the_loader_to_the_autoload_stack(): void {
		$loader = Autoloader::register( FRESHWATCH_TESTS_PLUGIN_DIR . '/src' );

		try {
			$this->assertContains( array( $loader, 'load' ), spl_autoload_functions() );
		} finally {
			spl_autoload_unregister( array( $loader, 'load' ) );
		}
	}
}

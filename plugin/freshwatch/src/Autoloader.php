<?php
/**
 * Maps Freshwatch\Foo\Bar to src/Foo/Bar.php, so the plugin needs no Composer at run time.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * A PSR-4 style autoloader for the one namespace prefix this plugin owns.
 *
 * Kept free of PHP 7 syntax: freshwatch.php loads it before the PHP version check has run.
 */
final class Autoloader {

	const PREFIX = 'Freshwatch\\';

	/**
	 * Directory that holds the prefix's classes, with a trailing slash.
	 *
	 * @var string
	 */
	private $base_dir;

	/**
	 * @param string $base_dir Directory that holds the classes of the Freshwatch\ namespace.
	 */
	public function __construct( $base_dir ) {
		$this->base_dir = rtrim( $base_dir, '/\\' ) . '/';
	}

	/**
	 * Creates a loader for $base_dir and adds it to PHP's autoload stack.
	 *
	 * @param string $base_dir Directory that holds the classes of the Freshwatch\ namespace.
	 * @return Autoloader
	 */
	public static function register( $base_dir ) {
		$loader = new self( $base_dir );
		spl_autoload_register( array( $loader, 'load' ) );
		return $loader;
	}

	/**
	 * The file a class would live in, or null when the class is not ours.
	 *
	 * Names with anything but identifier characters are refused, so a crafted class name passed to
	 * class_exists() can never reach outside the base directory.
	 *
	 * @param string $class Fully qualified class name.
	 * @return string|null
	 */
	public function path_for( $class ) {
		$class = ltrim( $class, '\\' );
		if ( strncmp( $class, self::PREFIX, strlen( self::PREFIX ) ) !== 0 ) {
			return null;
		}

		$relative = substr( $class, strlen( self::PREFIX ) );
		if ( ! is_string( $relative ) || ! preg_match( '/^[A-Za-z_][A-Za-z0-9_]*(\\\\[A-Za-z_][A-Za-z0-9_]*)*$/', $relative ) ) {
			return null;
		}

		return $this->base_dir . str_replace( '\\', '/', $relative ) . '.php';
	}

	/**
	 * Autoload callback: requires the class's file when there is one.
	 *
	 * @param string $class Fully qualified class name.
	 */
	public function load( $class ) {
		$path = $this->path_for( $class );
		if ( null !== $path && is_file( $path ) ) {
			require $path;
		}
	}
}

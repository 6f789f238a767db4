<?php
/**
 * State behind the REST, post meta and script stubs (rest-stubs.php).
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

final class Rest {

	/** @var array<string, array<string, array>> Meta registered with register_post_meta(), by post type and key. */
	public static array $meta = array();

	/** @var array<string, array> Routes registered with register_rest_route(), by namespace and route. */
	public static array $routes = array();


	/** @var array<string, array{src: string, deps: string[]}> */
	public static array $scripts = array();

	/** @var array<string, string[]> */
	public static array $inline_scripts = array();

	/** @var object|null What get_current_screen() answers. */
	public static $screen = null;

	public static bool $signed_in = true;

	public static function reset(): void {
		self::$meta              = array();
		self::$routes            = array();
		self::$scripts           = array();
		self::$inline_scripts    = array();
		self::$screen            = null;
		self::$signed_in         = true;
	}
}

<?php
/**
 * State behind the WordPress function stubs, reset before every test.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

/**
 * What the code under test asked WordPress to do, and what WordPress answers it.
 */
final class WordPress {

	/** @var array<int, array{hook: string, callback: callable}> */
	public static array $actions = array();

	/** @var array<string, mixed> */
	public static array $options = array();

	/** @var array<int, array{setting: string, code: string, message: string, type: string}> */
	public static array $settings_errors = array();

	/** @var array<string, array> */
	public static array $registered_settings = array();

	/** @var array<int, array> */
	public static array $menu_pages = array();

	/** @var array<int, array> */
	public static array $settings_fields = array();

	/** @var string[] */
	public static array $capabilities = array();

	/** @var string[] */
	public static array $db_delta_queries = array();

	public static string $version = '6.1.1';

	/** @var array<string, string> Autoload flag of options created with add_option(). */
	public static array $autoload = array();

	/** @var array<string, mixed> */
	public static array $transients = array();

	/** @var array<int, array{url: string, args: array}> HTTP requests the code made. */
	public static array $http_requests = array();

	/** @var array<int, mixed> Answers for the next HTTP requests, in order: a WP_Error or ['status' => int, 'body' => string]. */
	public static array $http_responses = array();

	/** @var string[] Hooks cleared with wp_clear_scheduled_hook(). */
	public static array $cleared_hooks = array();

	/** @var array<int, array> Pages added with add_options_page(). */
	public static array $options_pages = array();

	public static bool $is_admin = true;

	/** @var array<int, \WP_Post> */
	public static array $posts = array();

	/** What the current request is: 'singular', 'preview', 'feed' or ''. */
	public static string $request = '';

	public static int $queried_object_id = 0;

	/** @var int[] Site ids of a network; empty: not a multisite. */
	public static array $sites = array();

	/** @var int[] Sites switched to, in order. */
	public static array $switched = array();

	/** @var string[] Post types that exist besides post and page. */
	public static array $post_types = array();

	/** @var array<int, array{timestamp: int, hook: string, args: array}> Single WP-Cron events scheduled. */
	public static array $cron_events = array();

	public static function reset(): void {
		self::$cron_events         = array();
		self::$actions             = array();
		self::$options             = array();
		self::$settings_errors     = array();
		self::$registered_settings = array();
		self::$menu_pages          = array();
		self::$settings_fields     = array();
		self::$capabilities        = array();
		self::$db_delta_queries    = array();
		self::$version             = '6.1.1';
		self::$autoload            = array();
		self::$transients          = array();
		self::$http_requests       = array();
		self::$http_responses      = array();
		self::$cleared_hooks       = array();
		self::$options_pages       = array();
		self::$post_types          = array();
		self::$is_admin            = true;
		self::$posts               = array();
		self::$request             = '';
		self::$queried_object_id   = 0;
		self::$sites               = array();
		self::$switched            = array();
		$GLOBALS['wpdb']           = new FakeWpdb();
	}

	/**
	 * Callbacks added for $hook, in the order they were added.
	 *
	 * @return callable[]
	 */
	public static function callbacks( string $hook ): array {
		$callbacks = array();
		foreach ( self::$actions as $action ) {
			if ( $action['hook'] === $hook ) {
				$callbacks[] = $action['callback'];
			}
		}
		return $callbacks;
	}
}

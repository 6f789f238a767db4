<?php
/**
 * State behind the stubs of user meta, network options, admin-ajax answers and WP_Query, reset before every
 * test. Kept apart from WordPress.php so that each part of the plugin's tests can grow its stubs on its own.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

/**
 * What the code under test stored per user and per network, and what it answered to admin-ajax.php.
 */
final class UsersAndNetwork {

	/** @var array<int, array<string, mixed>> User meta by user id and key. */
	public static array $user_meta = array();

	/** @var array<string, mixed> Network options (get_site_option). */
	public static array $site_options = array();

	/** @var string[] Meta keys deleted for every user. */
	public static array $deleted_meta_keys = array();

	/** @var array<int, array> Pages added with add_submenu_page(). */
	public static array $submenu_pages = array();

	public static int $blog_id = 1;

	/** Whether check_ajax_referer() and check_admin_referer() accept the request. */
	public static bool $nonce_valid = true;

	public static function reset(): void {
		self::$user_meta         = array();
		self::$site_options      = array();
		self::$deleted_meta_keys = array();
		self::$submenu_pages     = array();
		self::$blog_id           = 1;
		self::$nonce_valid       = true;
		unset( $GLOBALS['pagenow'] );
	}
}

/**
 * Thrown by the wp_send_json_* and wp_die stubs, which end the request in WordPress.
 */
final class RequestEnded extends \Exception {

	/** @var mixed */
	public $data;

	public bool $success;

	public int $status;

	/**
	 * @param bool  $success Whether wp_send_json_success() ended it.
	 * @param mixed $data    The answer's data.
	 * @param int   $status  HTTP status.
	 */
	public function __construct( bool $success, $data, int $status ) {
		parent::__construct( 'request ended' );
		$this->success = $success;
		$this->data    = $data;
		$this->status  = $status;
	}
}

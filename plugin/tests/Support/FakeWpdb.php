<?php
/**
 * A $wpdb that records queries instead of running them.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

/**
 * The part of wpdb the plugin uses.
 */
final class FakeWpdb {

	/** @var string */
	public $prefix = 'wp_';

	/** @var string */
	public $posts = 'wp_posts';

	/** @var string[] */
	public array $queries = array();

	public function get_charset_collate(): string {
		return 'DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci';
	}

	/**
	 * @return int|bool
	 */
	public function query( string $sql ) {
		$this->queries[] = $sql;
		return true;
	}
}

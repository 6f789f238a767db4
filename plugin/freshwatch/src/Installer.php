<?php
/**
 * The plugin's own database table and its schema version.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades the {prefix}freshwatch_items table, and removes it on uninstall.
 *
 * Deactivation is deliberately not hooked: a deactivated plugin keeps its table and settings so that
 * reactivating it loses nothing. Only uninstall.php removes data.
 */
final class Installer {

	/**
	 * Bump when schema() changes; sites with an older stored version get dbDelta() run again.
	 */
	const DB_VERSION        = '1';
	const DB_VERSION_OPTION = 'freshwatch_db_version';
	const TABLE             = 'freshwatch_items';

	private string $plugin_file;

	/**
	 * @param string $plugin_file Absolute path of freshwatch.php, which WordPress keys the activation hook on.
	 */
	public function __construct( string $plugin_file ) {
		$this->plugin_file = $plugin_file;
	}

	public function register(): void {
		register_activation_hook( $this->plugin_file, array( $this, 'install' ) );
		// Updating the plugin by replacing its files does not fire the activation hook.
		add_action( 'plugins_loaded', array( $this, 'upgrade_if_needed' ) );
	}

	public static function table_name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table to the current schema and records the schema version.
	 */
	public function install(): void {
		global $wpdb;

		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		}

		dbDelta( self::schema( self::table_name(), $wpdb->get_charset_collate() ) );
		update_option( self::DB_VERSION_OPTION, self::DB_VERSION );
	}

	public function upgrade_if_needed(): void {
		if ( get_option( self::DB_VERSION_OPTION ) !== self::DB_VERSION ) {
			$this->install();
		}
	}

	/**
	 * The CREATE TABLE statement in the layout dbDelta() parses: one column per line, lower-case types,
	 * two spaces after PRIMARY KEY, KEY rather than INDEX, no backticks.
	 *
	 * One row per monitored post. content_item_id is the item's id in the Freshwatch service (a UUID),
	 * empty until the post has been registered there; schedule holds the item's own check schedule as
	 * JSON, empty when the global schedule applies.
	 *
	 * @param string $table   Full table name, with the site's prefix.
	 * @param string $collate The site's charset/collation clause, from $wpdb->get_charset_collate().
	 */
	public static function schema( string $table, string $collate ): string {
		return "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  post_id bigint(20) unsigned NOT NULL,
  content_item_id varchar(36) DEFAULT NULL,
  schedule text,
  last_synced datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY post_id (post_id),
  KEY content_item_id (content_item_id)
) {$collate};";
	}

	/**
	 * Drops the table and forgets the schema version. Called from uninstall.php only.
	 */
	public static function uninstall(): void {
		global $wpdb;

		// The name is built from the site's own prefix and a constant, never from input.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table_name() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		delete_option( self::DB_VERSION_OPTION );
	}
}

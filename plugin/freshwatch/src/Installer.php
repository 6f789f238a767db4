<?php
/**
 * The plugin's own database table and its schema version, on one site or every site of a network.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades the {prefix}freshwatch_items table, and removes it on uninstall.
 *
 * Deactivation keeps the table and settings, so that reactivating loses nothing; it only stops the health
 * pull's WP-Cron event. Only uninstall.php removes data. On a network activation each site gets its own table
 * and settings, and so does a site created later while the plugin is network-active.
 */
final class Installer {

	/**
	 * Bump when schema() changes; sites with an older stored version get dbDelta() run again.
	 * 2: monitoring flag, source URLs, and the latest health pulled from the service.
	 */
	const DB_VERSION        = '2';
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
		register_activation_hook( $this->plugin_file, array( $this, 'activate' ) );
		register_deactivation_hook( $this->plugin_file, array( $this, 'deactivate' ) );
		// Updating the plugin by replacing its files does not fire the activation hook.
		add_action( 'plugins_loaded', array( $this, 'upgrade_if_needed' ) );
		add_action( 'wp_initialize_site', array( $this, 'install_new_site' ), 200 );
	}

	public static function table_name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * @param bool $network_wide Whether the plugin is being activated for every site of a network.
	 */
	public function activate( $network_wide = false ): void {
		if ( $network_wide && function_exists( 'is_multisite' ) && is_multisite() ) {
			foreach ( get_sites(
				array(
					'fields' => 'ids',
					'number' => 0,
				)
			) as $site_id ) {
				switch_to_blog( (int) $site_id );
				$this->install();
				restore_current_blog();
			}
			return;
		}
		$this->install();
	}

	/**
	 * A site added to a network where the plugin is network-active gets its table at once.
	 *
	 * @param \WP_Site $site The new site.
	 */
	public function install_new_site( $site ): void {
		if ( ! function_exists( 'is_plugin_active_for_network' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		if ( ! is_plugin_active_for_network( plugin_basename( $this->plugin_file ) ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		$this->install();
		restore_current_blog();
	}

	public function deactivate(): void {
		wp_clear_scheduled_hook( HealthPull::CRON_HOOK );
	}

	/**
	 * Creates or updates the table to the current schema, adds the options (autoload off) and records the
	 * schema version.
	 */
	public function install(): void {
		global $wpdb;

		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		}

		dbDelta( self::schema( self::table_name(), $wpdb->get_charset_collate() ) );
		Settings::add_options();
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
	 * One row per post that is or was monitored. content_item_id is the item's id in the Freshwatch service
	 * (a UUID), empty until the post has been registered there; schedule holds the post's own check schedule
	 * as JSON, empty when the global default applies; sources the external source URLs with descriptions, as
	 * JSON. health_score, status, last_analyzed and analysis are the service's latest, pulled by WP-Cron.
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
  monitored tinyint(1) NOT NULL DEFAULT 0,
  sources text,
  health_score float DEFAULT NULL,
  status varchar(20) DEFAULT NULL,
  last_analyzed datetime DEFAULT NULL,
  analysis longtext,
  sync_error text,
  PRIMARY KEY  (id),
  UNIQUE KEY post_id (post_id),
  KEY content_item_id (content_item_id),
  KEY monitored (monitored)
) {$collate};";
	}

	/**
	 * Drops the table and the options, on this site or on every site of a network. Called from uninstall.php
	 * only. The service's data (the items registered there) stays: it is the account's, not this site's.
	 */
	public static function uninstall(): void {
		if ( function_exists( 'is_multisite' ) && is_multisite() ) {
			foreach ( get_sites(
				array(
					'fields' => 'ids',
					'number' => 0,
				)
			) as $site_id ) {
				switch_to_blog( (int) $site_id );
				self::uninstall_site();
				restore_current_blog();
			}
			return;
		}
		self::uninstall_site();
	}

	private static function uninstall_site(): void {
		global $wpdb;

		// The name is built from the site's own prefix and a constant, never from input.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table_name() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		delete_option( self::DB_VERSION_OPTION );
		Settings::delete_all();
		wp_clear_scheduled_hook( HealthPull::CRON_HOOK );
		delete_post_meta_by_key( Rest\CheckRunner::META );
	}
}

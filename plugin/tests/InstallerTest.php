<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Installer;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class InstallerTest extends TestCase {

	private const PLUGIN_FILE = '/var/www/wp-content/plugins/freshwatch/freshwatch.php';

	public function test_activation_installs_and_loading_checks_for_an_upgrade(): void {
		$installer = new Installer( self::PLUGIN_FILE );

		$installer->register();

		$this->assertSame( array( array( $installer, 'activate' ) ), WordPress::callbacks( 'activate_freshwatch/freshwatch.php' ) );
		$this->assertSame( array( array( $installer, 'upgrade_if_needed' ) ), WordPress::callbacks( 'plugins_loaded' ) );
		$this->assertSame( array( array( $installer, 'install_new_site' ) ), WordPress::callbacks( 'wp_initialize_site' ) );
	}

	public function test_deactivation_stops_the_health_pull_and_keeps_the_data(): void {
		WordPress::$options['freshwatch_api_key'] = 'fw_kept';

		( new Installer( self::PLUGIN_FILE ) )->deactivate();

		$this->assertSame( array( 'freshwatch_pull_health', 'freshwatch_pull_pending' ), WordPress::$cleared_hooks );
		$this->assertSame( array(), $GLOBALS['wpdb']->queries );
		$this->assertSame( 'fw_kept', WordPress::$options['freshwatch_api_key'] );
	}

	public function test_install_creates_the_prefixed_table_and_records_the_schema_version(): void {
		$GLOBALS['wpdb']->prefix = 'wp_7_';

		( new Installer( self::PLUGIN_FILE ) )->install();

		$this->assertCount( 1, WordPress::$db_delta_queries );
		$sql = WordPress::$db_delta_queries[0];
		$this->assertStringStartsWith( "CREATE TABLE wp_7_freshwatch_items (\n", $sql );
		$this->assertStringEndsWith( ') DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;', $sql );
		$this->assertSame( Installer::DB_VERSION, WordPress::$options['freshwatch_db_version'] );
	}

	public function test_the_schema_has_the_columns_in_the_layout_db_delta_understands(): void {
		$lines = array_map( 'trim', explode( "\n", Installer::schema( 'wp_freshwatch_items', '' ) ) );

		$this->assertContains( 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,', $lines );
		$this->assertContains( 'post_id bigint(20) unsigned NOT NULL,', $lines );
		$this->assertContains( 'content_item_id varchar(36) DEFAULT NULL,', $lines );
		$this->assertContains( 'schedule text,', $lines );
		$this->assertContains( 'last_synced datetime DEFAULT NULL,', $lines );
		$this->assertContains( 'monitored tinyint(1) NOT NULL DEFAULT 0,', $lines );
		$this->assertContains( 'health_score float DEFAULT NULL,', $lines );
		$this->assertContains( 'status varchar(20) DEFAULT NULL,', $lines );
		$this->assertContains( 'last_analyzed datetime DEFAULT NULL,', $lines );
		$this->assertContains( 'analysis longtext,', $lines );
		$this->assertContains( 'sources text,', $lines );
		$this->assertContains( 'PRIMARY KEY  (id),', $lines, 'dbDelta needs two spaces after PRIMARY KEY' );
		$this->assertStringNotContainsString( '`', implode( "\n", $lines ) );
		$this->assertStringNotContainsString( 'INDEX', implode( "\n", $lines ) );
	}

	public function test_upgrade_runs_when_the_stored_schema_version_differs(): void {
		WordPress::$options['freshwatch_db_version'] = '0';

		( new Installer( self::PLUGIN_FILE ) )->upgrade_if_needed();

		$this->assertCount( 1, WordPress::$db_delta_queries );
		$this->assertSame( Installer::DB_VERSION, WordPress::$options['freshwatch_db_version'] );
	}

	public function test_upgrade_does_nothing_when_the_schema_is_current(): void {
		WordPress::$options['freshwatch_db_version'] = Installer::DB_VERSION;

		( new Installer( self::PLUGIN_FILE ) )->upgrade_if_needed();

		$this->assertSame( array(), WordPress::$db_delta_queries );
	}

	public function test_uninstall_drops_the_table_and_forgets_the_schema_version(): void {
		WordPress::$options['freshwatch_db_version'] = Installer::DB_VERSION;

		Installer::uninstall();

		$this->assertSame( array( 'DROP TABLE IF EXISTS wp_freshwatch_items' ), $GLOBALS['wpdb']->queries );
		$this->assertArrayNotHasKey( 'freshwatch_db_version', WordPress::$options );
	}
}

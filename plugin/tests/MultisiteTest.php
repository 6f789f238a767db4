<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Admin\NetworkSettingsPage;
use Freshwatch\Admin\SettingsPage;
use Freshwatch\Installer;
use Freshwatch\NetworkSettings;
use Freshwatch\Settings;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\UsersAndNetwork;
use Freshwatch\Tests\Support\WordPress;

final class MultisiteTest extends TestCase {

	private const PLUGIN_FILE = '/var/www/wp-content/plugins/freshwatch/freshwatch.php';

	public function test_network_activation_gives_every_site_its_own_table(): void {
		WordPress::$sites = array( 1, 2, 5 );

		( new Installer( self::PLUGIN_FILE ) )->activate( true );

		$this->assertSame( array( 1, 2, 5 ), WordPress::$switched );
		$tables = array_map(
			function ( $sql ) {
				return strtok( substr( $sql, strlen( 'CREATE TABLE ' ) ), ' ' );
			},
			WordPress::$db_delta_queries
		);
		$this->assertSame( array( 'wp_freshwatch_items', 'wp_2_freshwatch_items', 'wp_5_freshwatch_items' ), $tables );
	}

	public function test_activation_on_one_site_of_a_network_installs_that_site_only(): void {
		WordPress::$sites = array( 1, 2 );

		( new Installer( self::PLUGIN_FILE ) )->activate( false );

		$this->assertSame( array(), WordPress::$switched );
		$this->assertCount( 1, WordPress::$db_delta_queries );
	}

	public function test_uninstall_removes_every_sites_table(): void {
		WordPress::$sites = array( 1, 3 );

		Installer::uninstall();

		$this->assertSame( array( 'DROP TABLE IF EXISTS wp_freshwatch_items', 'DROP TABLE IF EXISTS wp_3_freshwatch_items' ), $GLOBALS['wpdb']->queries );
	}

	private function connect_network( string $mode ): void {
		UsersAndNetwork::$site_options = array(
			NetworkSettings::MODE           => $mode,
			NetworkSettings::SERVICE_DOMAIN => 'https://network.freshwatch.example.com',
			NetworkSettings::API_KEY        => 'fw_network_key_9876',
		);
		WordPress::$options[ Settings::SERVICE_DOMAIN ] = 'https://site.freshwatch.example.com';
		WordPress::$options[ Settings::API_KEY ]        = 'fw_site_key_1234';
	}

	public function test_with_the_networks_key_every_site_uses_the_networks_connection_over_its_own(): void {
		WordPress::$sites = array( 1, 2 );
		$this->connect_network( NetworkSettings::MODE_NETWORK );

		$this->assertSame( 'https://network.freshwatch.example.com', Settings::service_domain() );
		$this->assertSame( 'fw_network_key_9876', Settings::api_key() );
		$this->assertSame( '••••••••9876', Settings::masked_api_key() );
		$this->assertSame( 'fw_site_key_1234', Settings::site_api_key(), "the site's own key is kept" );
		$this->assertSame( 'fw_site_key_1234', Settings::sanitize_api_key( '' ), "saving the site's form without a key keeps the site's own" );
	}

	public function test_otherwise_each_site_uses_its_own_connection(): void {
		WordPress::$sites = array( 1, 2 );
		$this->connect_network( NetworkSettings::MODE_SITE );
		$this->assertSame( 'https://site.freshwatch.example.com', Settings::service_domain() );
		$this->assertSame( 'fw_site_key_1234', Settings::api_key() );

		WordPress::$sites = array();
		$this->connect_network( NetworkSettings::MODE_NETWORK );
		$this->assertSame( 'fw_site_key_1234', Settings::api_key(), 'a network option means nothing outside a multisite' );
	}

	public function test_the_network_admin_saves_one_connection_for_every_site(): void {
		WordPress::$sites = array( 1, 2 );

		$errors = NetworkSettings::save(
			array(
				'mode'           => 'network',
				'service_domain' => ' https://freshwatch.example.com/ ',
				'api_key'        => " fw_network_abcd\n",
			)
		);

		$this->assertSame( array(), $errors );
		$this->assertSame(
			array(
				NetworkSettings::SERVICE_DOMAIN => 'https://freshwatch.example.com',
				NetworkSettings::API_KEY        => 'fw_network_abcd',
				NetworkSettings::MODE           => 'network',
			),
			UsersAndNetwork::$site_options
		);
		$this->assertTrue( NetworkSettings::connects_every_site() );

		NetworkSettings::save( array( 'mode' => 'site', 'service_domain' => 'https://freshwatch.example.com', 'api_key' => '' ) );
		$this->assertSame( 'fw_network_abcd', NetworkSettings::api_key(), 'an empty key field keeps the saved key' );
		$this->assertFalse( NetworkSettings::connects_every_site() );
	}

	public function test_every_site_is_not_switched_to_an_incomplete_or_refused_connection(): void {
		WordPress::$sites = array( 1, 2 );

		$errors = NetworkSettings::save( array( 'mode' => 'network', 'service_domain' => 'http://freshwatch.example.com', 'api_key' => 'fw_key' ) );

		$this->assertCount( 2, $errors );
		$this->assertStringContainsString( 'the API key is only sent over https://', $errors[0] );
		$this->assertStringContainsString( 'Each site keeps its own connection for now.', $errors[1] );
		$this->assertSame( NetworkSettings::MODE_SITE, UsersAndNetwork::$site_options[ NetworkSettings::MODE ] );

		NetworkSettings::save( array( 'mode' => 'everything' ) );
		$this->assertSame( NetworkSettings::MODE_SITE, NetworkSettings::mode(), 'an unknown mode is the default' );
	}

	public function test_the_network_settings_page_is_under_network_admin_settings_for_network_admins(): void {
		$page = new NetworkSettingsPage();
		$page->register();
		$page->add_menu();

		$this->assertSame( array( array( $page, 'add_menu' ) ), WordPress::callbacks( 'network_admin_menu' ) );
		$this->assertSame( array( array( $page, 'save' ) ), WordPress::callbacks( 'network_admin_edit_freshwatch_network_settings' ) );
		$menu = UsersAndNetwork::$submenu_pages[0];
		$this->assertSame( array( 'settings.php', 'Freshwatch', 'manage_network_options', 'freshwatch-network' ), array( $menu['parent_slug'], $menu['menu_title'], $menu['capability'], $menu['menu_slug'] ) );
	}

	public function test_the_network_page_shows_the_choice_and_never_the_key(): void {
		WordPress::$sites = array( 1, 2 );
		$this->connect_network( NetworkSettings::MODE_NETWORK );
		WordPress::$capabilities = array( 'manage_network_options' );

		$html = $this->output_of( array( new NetworkSettingsPage(), 'render' ) );

		$this->assertStringContainsString( '<form action="https://site.example/wp-admin/network/edit.php?action=freshwatch_network_settings" method="post">', $html );
		$this->assertStringContainsString( 'name="_wpnonce" value="nonce-for-freshwatch_network_settings"', $html );
		$this->assertStringContainsString( "value=\"network\" checked='checked' /> Connect every site with the network&#039;s key", $html );
		$this->assertStringContainsString( 'value="site" /> Each site connects in its own Settings → Freshwatch', $html );
		$this->assertStringContainsString( 'value="https://network.freshwatch.example.com"', $html );
		$this->assertStringContainsString( 'Saved key: ••••••••9876.', $html );
		$this->assertStringNotContainsString( 'fw_network_key_9876', $html );

		WordPress::$capabilities = array( 'manage_options' );
		$this->assertSame( '', $this->output_of( array( new NetworkSettingsPage(), 'render' ) ), 'a site administrator does not get it' );
	}

	public function test_a_sites_settings_page_shows_the_networks_connection_and_cannot_change_it(): void {
		WordPress::$sites = array( 1, 2 );
		$this->connect_network( NetworkSettings::MODE_NETWORK );

		( new SettingsPage() )->register_settings();

		$this->assertSame( array( Settings::DEFAULT_SCHEDULE ), array_keys( WordPress::$registered_settings ), 'options.php must not empty the options of fields the form lacks' );
		$html = $this->output_of( array( new SettingsPage(), 'render_network_connection' ) );
		$this->assertStringContainsString( 'this site uses https://network.freshwatch.example.com with the network&#039;s key ••••••••9876', $html );
	}

	public function test_uninstall_removes_the_networks_options(): void {
		WordPress::$sites = array( 1 );
		$this->connect_network( NetworkSettings::MODE_NETWORK );

		Installer::uninstall();

		$this->assertSame( array(), UsersAndNetwork::$site_options );
	}
}

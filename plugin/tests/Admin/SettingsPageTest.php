<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\SettingsPage;
use Freshwatch\Settings;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class SettingsPageTest extends TestCase {

	public function test_register_hooks_the_menu_and_the_settings(): void {
		$page = new SettingsPage();

		$page->register();

		$this->assertSame( array( array( $page, 'add_menu' ) ), WordPress::callbacks( 'admin_menu' ) );
		$this->assertSame( array( array( $page, 'register_settings' ) ), WordPress::callbacks( 'admin_init' ) );
		$this->assertSame( array( array( $page, 'test_connection' ) ), WordPress::callbacks( 'admin_post_freshwatch_test_connection' ) );
	}

	public function test_adds_settings_freshwatch_for_administrators_and_a_settings_link_on_the_plugins_row(): void {
		$page = new SettingsPage( '/var/www/wp-content/plugins/freshwatch/freshwatch.php' );
		$page->register();

		$page->add_menu();

		$this->assertCount( 1, WordPress::$options_pages );
		$menu = WordPress::$options_pages[0];
		$links = $page->add_settings_link( array( '<a href="#">Deactivate</a>' ) );
		$this->assertSame( array( array( $page, 'add_settings_link' ) ), WordPress::callbacks( 'plugin_action_links_freshwatch/freshwatch.php' ) );
		$this->assertSame( '<a href="https://site.example/wp-admin/options-general.php?page=freshwatch">Settings</a>', $links[0] );
		$this->assertSame( 'Freshwatch', $menu['menu_title'] );
		$this->assertSame( 'manage_options', $menu['capability'] );
		$this->assertSame( 'freshwatch', $menu['menu_slug'] );
		$this->assertSame( array( $page, 'render' ), $menu['callback'] );
	}

	public function test_both_options_are_registered_with_their_sanitize_callbacks(): void {
		( new SettingsPage() )->register_settings();

		$this->assertSame(
			array( Settings::class, 'sanitize_api_key' ),
			WordPress::$registered_settings[ Settings::API_KEY ]['sanitize_callback']
		);
		$this->assertSame(
			array( Settings::class, 'sanitize_service_domain' ),
			WordPress::$registered_settings[ Settings::SERVICE_DOMAIN ]['sanitize_callback']
		);
		foreach ( array( Settings::SERVICE_DOMAIN, Settings::API_KEY, Settings::DEFAULT_SCHEDULE ) as $option ) {
			$this->assertSame( SettingsPage::OPTION_GROUP, WordPress::$registered_settings[ $option ]['group'] );
			$this->assertFalse( WordPress::$registered_settings[ $option ]['show_in_rest'], "{$option} must not be exposed over REST" );
		}
	}

	public function test_the_page_shows_a_nonce_protected_form_with_both_fields_labelled(): void {
		WordPress::$capabilities = array( 'manage_options' );
		$page                    = new SettingsPage();
		$page->register_settings();

		$html = $this->output_of( array( $page, 'render' ) );

		$this->assertStringContainsString( '<h1>Freshwatch</h1>', $html );
		$this->assertStringContainsString( '<form action="options.php" method="post">', $html );
		$this->assertStringContainsString( 'name="option_page" value="freshwatch_settings"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'id="freshwatch_api_key" name="freshwatch_api_key"', $html );
		$this->assertStringContainsString( 'id="freshwatch_service_domain" name="freshwatch_service_domain"', $html );
		$this->assertStringContainsString( 'name="action" value="freshwatch_test_connection"', $html );
		$this->assertStringContainsString( 'value="nonce-for-freshwatch_test_connection"', $html );
		$this->assertStringContainsString( 'value="Test connection"', $html );

		$labels = array_column( WordPress::$settings_fields, 'title', 'id' );
		$this->assertSame( array( 'freshwatch_service_domain' => 'Service domain', 'freshwatch_api_key' => 'API key', 'freshwatch_default_schedule' => 'Default schedule' ), $labels );
		foreach ( WordPress::$settings_fields as $field ) {
			if ( isset( $field['args']['label_for'] ) ) {
				$this->assertSame( $field['id'], $field['args']['label_for'], 'each label points at its input' );
			}
		}
	}

	public function test_the_page_shows_nothing_to_users_without_the_capability(): void {
		WordPress::$capabilities = array( 'edit_posts' );

		$this->assertSame( '', $this->output_of( array( new SettingsPage(), 'render' ) ) );
	}

	public function test_stored_values_are_escaped_in_the_fields(): void {
		WordPress::$options[ Settings::API_KEY ]        = 'fw_"><script>alert(1)</script>';
		WordPress::$options[ Settings::SERVICE_DOMAIN ] = 'https://example.com/?a="b"&c=<d>';
		$page                                           = new SettingsPage();

		$html = $this->output_of( array( $page, 'render_api_key_field' ) )
			. $this->output_of( array( $page, 'render_service_domain_field' ) );

		$this->assertStringNotContainsString( 'fw_', $html, 'the saved key is never printed back' );
		$this->assertStringContainsString( 'placeholder="••••••••ipt&gt;"', $html );
		$this->assertStringContainsString( 'value="https://example.com/?a=&quot;b&quot;&amp;c=&lt;d&gt;"', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}
}

<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\NoticeDismissal;
use Freshwatch\Admin\SetupNotice;
use Freshwatch\Installer;
use Freshwatch\Settings;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\UsersAndNetwork;
use Freshwatch\Tests\Support\WordPress;

final class SetupNoticeTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		WordPress::$capabilities = array( 'manage_options' );
	}

	private function notice(): string {
		return $this->output_of(
			function () {
				( new SetupNotice() )->render();
			}
		);
	}

	public function test_activation_shows_administrators_a_notice_that_leads_to_settings_freshwatch(): void {
		$this->assertSame( '', $this->notice(), 'nothing before activation' );

		( new Installer( '/var/www/wp-content/plugins/freshwatch/freshwatch.php' ) )->activate();

		$html = $this->notice();
		$this->assertStringContainsString( 'Freshwatch is active.', $html );
		$this->assertStringContainsString( 'href="https://site.example/wp-admin/options-general.php?page=freshwatch">Connect to Freshwatch</a>', $html );
		$this->assertStringContainsString( 'class="notice notice-info is-dismissible freshwatch-dismissible freshwatch-setup-notice"', $html );
		$this->assertStringContainsString( 'data-freshwatch-notice="setup"', $html );
		$this->assertStringContainsString( 'data-freshwatch-nonce="nonce-for-freshwatch_dismiss_notice"', $html );
		$this->assertSame( 'no', WordPress::$autoload[ SetupNotice::OPTION ] );
	}

	public function test_editors_and_the_settings_page_itself_do_not_get_it(): void {
		SetupNotice::activated();

		$_GET['page'] = 'freshwatch';
		try {
			$this->assertSame( '', $this->notice() );
		} finally {
			unset( $_GET['page'] );
		}
		WordPress::$capabilities = array( 'edit_posts' );
		$this->assertSame( '', $this->notice() );
	}

	public function test_it_goes_for_good_once_the_site_is_connected(): void {
		SetupNotice::activated();
		WordPress::$options[ Settings::API_KEY ]        = 'fw_key';
		WordPress::$options[ Settings::SERVICE_DOMAIN ] = 'https://freshwatch.example.com';

		$this->assertSame( '', $this->notice() );
		$this->assertSame( '', WordPress::$options[ SetupNotice::OPTION ] );

		WordPress::$options[ Settings::API_KEY ] = '';
		$this->assertSame( '', $this->notice(), 'disconnecting later does not bring the activation notice back' );
	}

	public function test_a_dismissed_notice_stays_hidden_for_that_user_until_the_plugin_is_activated_again(): void {
		WordPress::$options[ SetupNotice::OPTION ] = '1700000000';
		UsersAndNetwork::$user_meta[1][ NoticeDismissal::USER_META ] = array( '1:setup' => 'activated:1700000000' );

		$this->assertSame( '', $this->notice() );

		UsersAndNetwork::$blog_id = 2;
		$this->assertStringContainsString( 'Freshwatch is active.', $this->notice(), 'a dismissal on another site of the network does not count here' );

		UsersAndNetwork::$blog_id                  = 1;
		WordPress::$options[ SetupNotice::OPTION ] = '1800000000';
		$this->assertStringContainsString( 'Freshwatch is active.', $this->notice() );
	}

	public function test_a_network_activation_shows_it_on_every_site(): void {
		WordPress::$sites = array( 1, 2 );
		( new Installer( '/var/www/wp-content/plugins/freshwatch/freshwatch.php' ) )->activate( true );

		$this->assertSame( array( 1, 2 ), WordPress::$switched );
		$this->assertNotSame( '', WordPress::$options[ SetupNotice::OPTION ] );
	}
}

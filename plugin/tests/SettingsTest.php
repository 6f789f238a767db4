<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Settings;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class SettingsTest extends TestCase {

	/**
	 * @dataProvider good_service_domains
	 */
	public function test_keeps_an_http_or_https_address_without_its_trailing_slash( string $input, string $stored ): void {
		$this->assertSame( $stored, Settings::sanitize_service_domain( $input ) );
		$this->assertSame( array(), WordPress::$settings_errors );
	}

	public function good_service_domains(): array {
		return array(
			'https'                   => array( 'https://freshwatch.example.com', 'https://freshwatch.example.com' ),
			'http to localhost'       => array( 'http://localhost:3000/', 'http://localhost:3000' ),
			'upper-case scheme'       => array( 'HTTPS://freshwatch.example.com', 'https://freshwatch.example.com' ),
			'trailing slash'          => array( 'https://freshwatch.example.com/', 'https://freshwatch.example.com' ),
			'surrounding spaces'      => array( "  https://freshwatch.example.com \n", 'https://freshwatch.example.com' ),
			'port'                    => array( 'http://127.0.0.1:3000', 'http://127.0.0.1:3000' ),
			'path'                    => array( 'https://example.com/freshwatch/', 'https://example.com/freshwatch' ),
			'IPv6 address'            => array( 'http://[::1]:3000', 'http://[::1]:3000' ),
		);
	}

	public function test_refuses_plain_http_to_another_host_and_says_why(): void {
		$this->assertSame( '', Settings::sanitize_service_domain( 'http://freshwatch.example.com' ) );
		$this->assertSame( 'insecure_service_domain', WordPress::$settings_errors[0]['code'] );
		$this->assertStringContainsString( Settings::INSECURE_HTTP_CONSTANT, WordPress::$settings_errors[0]['message'] );
	}

	public function test_the_api_key_goes_over_https_or_to_this_machine_only(): void {
		$this->assertTrue( Settings::transport_allowed( 'https://freshwatch.example.com' ) );
		$this->assertTrue( Settings::transport_allowed( 'http://127.0.0.1:3000' ) );
		$this->assertTrue( Settings::transport_allowed( 'http://localhost' ) );
		$this->assertTrue( Settings::transport_allowed( 'http://[::1]:3000' ) );
		$this->assertFalse( Settings::transport_allowed( 'http://freshwatch.example.com' ) );
		$this->assertFalse( Settings::transport_allowed( 'http://127.0.0.1.example.com' ) );
		$this->assertFalse( Settings::transport_allowed( 'ftp://127.0.0.1' ) );
	}

	public function test_an_empty_key_field_keeps_the_saved_key_and_only_its_last_four_characters_are_shown(): void {
		WordPress::$options[ Settings::API_KEY ] = 'fw_0123456789abcdef';

		$this->assertSame( 'fw_0123456789abcdef', Settings::sanitize_api_key( '   ' ) );
		$this->assertSame( 'fw_new', Settings::sanitize_api_key( ' fw_new ' ) );
		$this->assertSame( '••••••••cdef', Settings::masked_api_key() );
	}

	public function test_options_are_created_without_autoload(): void {
		WordPress::$options[ Settings::SERVICE_DOMAIN ] = 'https://kept.example.com';

		Settings::add_options();

		$this->assertSame( 'no', WordPress::$autoload[ Settings::API_KEY ] );
		$this->assertSame( 'no', WordPress::$autoload[ Settings::DEFAULT_SCHEDULE ] );
		$this->assertSame( 'https://kept.example.com', WordPress::$options[ Settings::SERVICE_DOMAIN ], 'an existing option is left as it is' );
	}

	public function test_the_default_schedule_is_read_back_from_the_form(): void {
		$stored = Settings::sanitize_default_schedule(
			array(
				'type'       => 'weekly',
				'daysOfWeek' => array( 'tuesday', 'friday', 'someday' ),
				'time'       => array(
					'daily'  => '07:00',
					'weekly' => '18:30',
				),
			)
		);
		WordPress::$options[ Settings::DEFAULT_SCHEDULE ] = $stored;

		$this->assertSame(
			array(
				'type'       => 'weekly',
				'daysOfWeek' => array( 'tuesday', 'friday' ),
				'time'       => '18:30',
			),
			Settings::default_schedule()
		);
	}

	public function test_without_a_saved_default_the_schedule_is_manual(): void {
		$this->assertSame( array( 'type' => 'manual' ), Settings::default_schedule() );
	}

	/**
	 * @dataProvider bad_service_domains
	 */
	public function test_empties_anything_that_is_not_an_http_or_https_address( $input ): void {
		$this->assertSame( '', Settings::sanitize_service_domain( $input ) );
	}

	public function bad_service_domains(): array {
		return array(
			'no scheme'               => array( 'freshwatch.example.com' ),
			'scheme-relative'         => array( '//freshwatch.example.com' ),
			'ftp'                     => array( 'ftp://freshwatch.example.com' ),
			'javascript'              => array( 'javascript:alert(1)' ),
			'data'                    => array( 'data:text/html,<script>alert(1)</script>' ),
			'scheme without host'     => array( 'https://' ),
			'scheme with path only'   => array( 'https:///etc/passwd' ),
			'space in the host'       => array( 'https://fresh watch.example.com' ),
			'markup'                  => array( '"><script>alert(1)</script>' ),
			'not text'                => array( array( 'https://freshwatch.example.com' ) ),
		);
	}

	public function test_a_refused_address_tells_the_administrator_what_to_enter(): void {
		Settings::sanitize_service_domain( 'freshwatch.example.com' );

		$this->assertCount( 1, WordPress::$settings_errors );
		$error = WordPress::$settings_errors[0];
		$this->assertSame( Settings::SERVICE_DOMAIN, $error['setting'] );
		$this->assertSame( 'error', $error['type'] );
		$this->assertStringContainsString( 'starting with https:// or http://', $error['message'] );
	}

	public function test_a_refused_address_is_reported_once_although_wordpress_sanitizes_a_new_option_twice(): void {
		Settings::sanitize_service_domain( 'freshwatch.example.com' );
		Settings::sanitize_service_domain( 'freshwatch.example.com' );

		$this->assertCount( 1, WordPress::$settings_errors );
	}

	public function test_an_empty_domain_is_allowed_and_not_an_error(): void {
		$this->assertSame( '', Settings::sanitize_service_domain( '   ' ) );
		$this->assertSame( array(), WordPress::$settings_errors );
	}

	/**
	 * @dataProvider api_keys
	 */
	public function test_the_api_key_is_stored_as_plain_single_line_text( $input, string $stored ): void {
		$this->assertSame( $stored, Settings::sanitize_api_key( $input ) );
	}

	public function api_keys(): array {
		return array(
			'a uuid'            => array( '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' ),
			'surrounding space' => array( "  fw_abc123\n", 'fw_abc123' ),
			'tags'              => array( 'fw_<b>abc</b><script>x</script>', 'fw_abcx' ),
			'line breaks'       => array( "fw_abc\r\n123", 'fw_abc 123' ),
			'null'              => array( null, '' ),
			'an array'          => array( array( 'fw_abc' ), '' ),
		);
	}

	public function test_getters_read_the_stored_options_and_default_to_empty(): void {
		$this->assertSame( '', Settings::api_key() );
		$this->assertSame( '', Settings::service_domain() );

		WordPress::$options[ Settings::API_KEY ]        = 'fw_abc';
		WordPress::$options[ Settings::SERVICE_DOMAIN ] = 'https://freshwatch.example.com';

		$this->assertSame( 'fw_abc', Settings::api_key() );
		$this->assertSame( 'https://freshwatch.example.com', Settings::service_domain() );
	}

	public function test_delete_all_removes_every_option_of_the_plugin_and_nothing_else(): void {
		WordPress::$options = array(
			Settings::API_KEY        => 'fw_abc',
			Settings::SERVICE_DOMAIN => 'https://freshwatch.example.com',
			'blogname'               => 'My site',
		);

		Settings::delete_all();

		$this->assertSame( array( 'blogname' => 'My site' ), WordPress::$options );
	}
}

<?php
/**
 * The connection settings: which options hold them and how input becomes a stored value.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Owns the plugin's options, so the admin page, later the API client and uninstall.php agree on them.
 */
final class Settings {

	const API_KEY        = 'freshwatch_api_key';
	const SERVICE_DOMAIN = 'freshwatch_service_domain';

	const ALLOWED_SCHEMES = array( 'http', 'https' );

	public static function api_key(): string {
		return (string) get_option( self::API_KEY, '' );
	}

	/**
	 * The service's base address without a trailing slash, e.g. https://freshwatch.example.com.
	 */
	public static function service_domain(): string {
		return (string) get_option( self::SERVICE_DOMAIN, '' );
	}

	/**
	 * Sanitize callback for the API key: plain text, no tags, no line breaks, no surrounding spaces.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_api_key( $value ): string {
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}

	/**
	 * Sanitize callback for the service domain.
	 *
	 * Only an absolute http(s) address with a host is kept. esc_url_raw() alone would turn
	 * "freshwatch.example.com" into "http://freshwatch.example.com" silently, so a missing scheme is refused
	 * here instead, and the administrator is told why the field was emptied.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_service_domain( $value ): string {
		$value = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( '' === $value ) {
			return '';
		}

		$parts  = wp_parse_url( $value );
		$scheme = is_array( $parts ) && isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
		$host   = is_array( $parts ) && isset( $parts['host'] ) ? $parts['host'] : '';

		$url = ( in_array( $scheme, self::ALLOWED_SCHEMES, true ) && self::is_host( $host ) )
			? esc_url_raw( $value, self::ALLOWED_SCHEMES )
			: '';

		if ( '' === $url ) {
			self::report_invalid_service_domain();
			return '';
		}

		return untrailingslashit( $url );
	}

	/**
	 * A DNS name (international names allowed), an IPv4 address or a bracketed IPv6 address. esc_url_raw()
	 * would quietly drop spaces and the like from a host and so point the plugin at another server.
	 */
	private static function is_host( string $host ): bool {
		return 1 === preg_match( '/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\x80-\xff]([A-Za-z0-9\x80-\xff.-]*[A-Za-z0-9\x80-\xff])?)$/', $host );
	}

	/**
	 * Option names this plugin stores, for uninstall.
	 *
	 * @return string[]
	 */
	public static function option_names(): array {
		return array( self::API_KEY, self::SERVICE_DOMAIN );
	}

	public static function delete_all(): void {
		foreach ( self::option_names() as $option ) {
			delete_option( $option );
		}
	}

	/**
	 * WordPress runs a sanitize callback twice when an option is saved for the first time (update_option
	 * falls through to add_option), so the message is only added once.
	 */
	private static function report_invalid_service_domain(): void {
		foreach ( get_settings_errors( self::SERVICE_DOMAIN ) as $error ) {
			if ( 'invalid_service_domain' === $error['code'] ) {
				return;
			}
		}

		add_settings_error(
			self::SERVICE_DOMAIN,
			'invalid_service_domain',
			__( 'The service domain was not saved: enter the full address of your Freshwatch service, starting with https:// or http://, for example https://freshwatch.example.com.', 'freshwatch' )
		);
	}
}

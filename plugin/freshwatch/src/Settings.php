<?php
/**
 * The connection settings: which options hold them and how input becomes a stored value.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Owns the plugin's options, so the admin pages, the API client and uninstall.php agree on them.
 */
final class Settings {

	const API_KEY          = 'freshwatch_api_key';
	const SERVICE_DOMAIN   = 'freshwatch_service_domain';
	const DEFAULT_SCHEDULE = 'freshwatch_default_schedule';

	/**
	 * A site that must reach its Freshwatch service over plain http on another host than this machine (a
	 * private network, say) defines this constant as true in wp-config.php. Without it, http is refused for any
	 * host but localhost and 127.0.0.1, so that the API key never crosses a network unencrypted.
	 */
	const INSECURE_HTTP_CONSTANT = 'FRESHWATCH_ALLOW_INSECURE_HTTP';

	const ALLOWED_SCHEMES = array( 'http', 'https' );
	const LOOPBACK_HOSTS  = array( 'localhost', '127.0.0.1', '[::1]', '::1' );

	/**
	 * The key this site connects with: the network's when the network connects every site, else its own.
	 */
	public static function api_key(): string {
		return NetworkSettings::connects_every_site() ? NetworkSettings::api_key() : self::site_api_key();
	}

	/**
	 * The service's base address without a trailing slash, e.g. https://freshwatch.example.com: the
	 * network's when the network connects every site, else the site's own.
	 */
	public static function service_domain(): string {
		return NetworkSettings::connects_every_site() ? NetworkSettings::service_domain() : self::site_service_domain();
	}

	/**
	 * The key saved in this site's own Settings → Freshwatch, whether or not it is in use.
	 */
	public static function site_api_key(): string {
		return (string) get_option( self::API_KEY, '' );
	}

	public static function site_service_domain(): string {
		return (string) get_option( self::SERVICE_DOMAIN, '' );
	}

	public static function is_configured(): bool {
		return '' !== self::api_key() && '' !== self::service_domain();
	}

	/**
	 * The key as it may be shown back: its last four characters only.
	 */
	public static function masked_api_key(): string {
		return self::mask( self::api_key() );
	}

	/**
	 * A key as it may be shown: dots and its last four characters; empty for no key.
	 */
	public static function mask( string $key ): string {
		if ( '' === $key ) {
			return '';
		}
		return str_repeat( '•', 8 ) . substr( $key, -4 );
	}

	/**
	 * The schedule new monitored items get unless they choose their own.
	 *
	 * @return array<string, mixed>
	 */
	public static function default_schedule(): array {
		$stored = json_decode( (string) get_option( self::DEFAULT_SCHEDULE, '' ), true );
		return is_array( $stored ) ? Schedule::sanitize( $stored ) : Schedule::defaults( 'manual' );
	}

	/**
	 * Sanitize callback for the API key: plain text, no tags, no line breaks, no surrounding spaces. The field
	 * is never filled with the stored key, so an empty submission keeps the key that is saved.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_api_key( $value ): string {
		$key = is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
		return '' === $key ? self::site_api_key() : $key;
	}

	/**
	 * Sanitize callback for the default schedule, submitted as the schedule fields of the settings form.
	 *
	 * @param mixed $value Submitted value: the form's fields, or JSON text when saved otherwise.
	 */
	public static function sanitize_default_schedule( $value ): string {
		if ( is_string( $value ) ) {
			$decoded = json_decode( $value, true );
			return (string) wp_json_encode( Schedule::sanitize( is_array( $decoded ) ? $decoded : array() ) );
		}
		$schedule = Admin\ScheduleFields::read( $value );
		return (string) wp_json_encode( null === $schedule ? Schedule::defaults( 'manual' ) : $schedule );
	}

	/**
	 * Sanitize callback for the service domain.
	 *
	 * Only an absolute http(s) address with a host is kept. esc_url_raw() alone would turn
	 * "freshwatch.example.com" into "http://freshwatch.example.com" silently, so a missing scheme is refused
	 * here instead, and the administrator is told why the field was emptied. Plain http is refused too unless
	 * the host is this machine or the site allows it (see INSECURE_HTTP_CONSTANT).
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
			self::report_once(
				'invalid_service_domain',
				__( 'The service domain was not saved: enter the full address of your Freshwatch service, starting with https:// or http://, for example https://freshwatch.example.com.', 'freshwatch' )
			);
			return '';
		}

		if ( ! self::transport_allowed( $url ) ) {
			self::report_once(
				'insecure_service_domain',
				/* translators: %s: the name of a PHP constant. */
				sprintf( __( 'The service domain was not saved: the API key is only sent over https://. Plain http:// is allowed for localhost and 127.0.0.1, or when wp-config.php defines %s as true.', 'freshwatch' ), self::INSECURE_HTTP_CONSTANT )
			);
			return '';
		}

		return untrailingslashit( $url );
	}

	/**
	 * Whether the API key may be sent to this address: https always; http only to this machine, or when the
	 * site has defined INSECURE_HTTP_CONSTANT as true.
	 */
	public static function transport_allowed( string $url ): bool {
		$parts  = wp_parse_url( $url );
		$scheme = is_array( $parts ) && isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
		$host   = is_array( $parts ) && isset( $parts['host'] ) ? strtolower( $parts['host'] ) : '';
		if ( 'https' === $scheme ) {
			return true;
		}
		if ( 'http' !== $scheme ) {
			return false;
		}
		return in_array( $host, self::LOOPBACK_HOSTS, true )
			|| ( defined( self::INSECURE_HTTP_CONSTANT ) && true === constant( self::INSECURE_HTTP_CONSTANT ) );
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
		return array( self::API_KEY, self::SERVICE_DOMAIN, self::DEFAULT_SCHEDULE, ConnectionStatus::OPTION, Admin\SetupNotice::OPTION );
	}

	/**
	 * Creates the options that are not there yet with autoload off: the key must not be loaded on every page
	 * of the site, and update_option() keeps the autoload flag of an existing row.
	 */
	public static function add_options(): void {
		foreach ( self::option_names() as $option ) {
			if ( false === get_option( $option, false ) ) {
				add_option( $option, '', '', 'no' );
			}
		}
	}

	public static function delete_all(): void {
		foreach ( self::option_names() as $option ) {
			delete_option( $option );
		}
	}

	/**
	 * WordPress runs a sanitize callback twice when an option is saved for the first time (update_option
	 * falls through to add_option), so each message is only added once.
	 */
	private static function report_once( string $code, string $message ): void {
		foreach ( get_settings_errors( self::SERVICE_DOMAIN ) as $error ) {
			if ( $code === $error['code'] ) {
				return;
			}
		}
		add_settings_error( self::SERVICE_DOMAIN, $code, $message );
	}
}

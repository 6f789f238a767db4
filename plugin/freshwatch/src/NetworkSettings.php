<?php
/**
 * The multisite network's own connection: one service domain and API key for every site, or none.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Network options (get_site_option), edited under Network Admin → Settings → Freshwatch.
 *
 * In the "network" mode every site of the network uses the network's domain and key, and a site's own
 * Settings → Freshwatch shows the connection but cannot change it: the network's connection overrides the
 * site's. The site's own domain and key stay stored, so switching back to the "site" mode (the default) gives
 * each site the connection it had. One key for many sites is safe: each post is registered under its own site's
 * address (Sync::external_id), so the sites' items never collide in the account.
 */
final class NetworkSettings {

	const MODE           = 'freshwatch_network_mode';
	const API_KEY        = 'freshwatch_network_api_key';
	const SERVICE_DOMAIN = 'freshwatch_network_service_domain';

	const MODE_NETWORK = 'network';
	const MODE_SITE    = 'site';

	/**
	 * Whether the network admin has chosen to connect every site with the network's key.
	 */
	public static function connects_every_site(): bool {
		return function_exists( 'is_multisite' ) && is_multisite() && self::MODE_NETWORK === get_site_option( self::MODE, self::MODE_SITE );
	}

	public static function mode(): string {
		return self::MODE_NETWORK === get_site_option( self::MODE, self::MODE_SITE ) ? self::MODE_NETWORK : self::MODE_SITE;
	}

	public static function api_key(): string {
		return (string) get_site_option( self::API_KEY, '' );
	}

	public static function service_domain(): string {
		return (string) get_site_option( self::SERVICE_DOMAIN, '' );
	}

	/**
	 * Stores what the network settings form sent. The domain passes the same checks as a site's; an empty key
	 * field keeps the saved key. The "network" mode needs both a domain and a key, else the sites would be
	 * left without any connection: it is then refused and the mode stays as it was.
	 *
	 * @param array<string, mixed> $input The form's fields: mode, service_domain, api_key.
	 * @return string[] Messages for the network admin; empty when everything was saved.
	 */
	public static function save( array $input ): array {
		$errors = array();

		$domain = Settings::sanitize_service_domain( isset( $input['service_domain'] ) ? $input['service_domain'] : '' );
		foreach ( get_settings_errors( Settings::SERVICE_DOMAIN ) as $error ) {
			$errors[] = (string) $error['message'];
		}
		update_site_option( self::SERVICE_DOMAIN, $domain );

		$key = isset( $input['api_key'] ) && is_scalar( $input['api_key'] ) ? trim( sanitize_text_field( (string) $input['api_key'] ) ) : '';
		if ( '' !== $key ) {
			update_site_option( self::API_KEY, $key );
		}

		$mode = isset( $input['mode'] ) && self::MODE_NETWORK === $input['mode'] ? self::MODE_NETWORK : self::MODE_SITE;
		if ( self::MODE_NETWORK === $mode && ( '' === self::service_domain() || '' === self::api_key() ) ) {
			$errors[] = __( 'Every site can only be connected with the network\'s key once the service domain and an API key are saved. Each site keeps its own connection for now.', 'freshwatch' );
			$mode     = self::MODE_SITE;
		}
		update_site_option( self::MODE, $mode );

		return $errors;
	}

	public static function delete_all(): void {
		foreach ( array( self::MODE, self::API_KEY, self::SERVICE_DOMAIN ) as $option ) {
			delete_site_option( $option );
		}
	}
}

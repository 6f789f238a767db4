<?php
/**
 * What the plugin last learnt about its connection to the service.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Remembers the last connection problem (the service unreachable, the key refused) until a call succeeds,
 * so that an admin notice can say so on every admin screen rather than only where the failed call happened.
 */
final class ConnectionStatus {

	const OPTION = 'freshwatch_connection_problem';

	const UNREACHABLE = 'unreachable';
	const KEY_REFUSED = 'key_refused';

	/**
	 * @return array{kind: string, message: string}|null
	 */
	public static function problem(): ?array {
		$stored = json_decode( (string) get_option( self::OPTION, '' ), true );
		return is_array( $stored ) && isset( $stored['kind'], $stored['message'] ) ? $stored : null;
	}

	public static function report( string $kind, string $message ): void {
		$value = (string) wp_json_encode(
			array(
				'kind'    => $kind,
				'message' => $message,
			)
		);
		if ( get_option( self::OPTION, '' ) !== $value ) {
			update_option( self::OPTION, $value, false );
		}
	}

	public static function clear(): void {
		if ( '' !== get_option( self::OPTION, '' ) ) {
			update_option( self::OPTION, '', false );
		}
	}
}

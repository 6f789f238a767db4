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
	 * @return array{kind: string, message: string, since?: int}|null
	 */
	public static function problem(): ?array {
		$stored = json_decode( (string) get_option( self::OPTION, '' ), true );
		return is_array( $stored ) && isset( $stored['kind'], $stored['message'] ) ? $stored : null;
	}

	/**
	 * Records a problem. "since" stays while the same kind of problem goes on, so that a notice dismissed for
	 * it stays dismissed, and is new when the kind changes or the problem comes back after a success.
	 *
	 * @param string $kind    UNREACHABLE or KEY_REFUSED.
	 * @param string $message What the administrator is told.
	 */
	public static function report( string $kind, string $message ): void {
		$previous = self::problem();
		$value    = (string) wp_json_encode(
			array(
				'kind'    => $kind,
				'message' => $message,
				'since'   => null !== $previous && $kind === $previous['kind'] && isset( $previous['since'] ) ? (int) $previous['since'] : time(),
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

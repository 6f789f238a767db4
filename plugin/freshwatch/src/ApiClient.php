<?php
/**
 * The Freshwatch service's REST API, over WordPress's HTTP API.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Every call answers an ApiResponse and never throws or raises a PHP warning: a site's editors must be able
 * to save posts whatever the service is doing. Failures are recorded in ConnectionStatus for the admin notice.
 */
class ApiClient {

	/**
	 * Seconds a call may take. Saves sync in the background (WP-Cron), so this bounds a cron run, not a save.
	 */
	const TIMEOUT = 10;

	/**
	 * Seconds an analysis may take when nobody waits for it (a check left to the background).
	 */
	const ANALYSIS_TIMEOUT = 60;

	/**
	 * Health is pulled this many items per request: the service takes up to 200 ids in one.
	 */
	const IDS_PER_REQUEST = 200;

	private string $base_url;
	private string $api_key;

	public function __construct( string $base_url, string $api_key ) {
		$this->base_url = untrailingslashit( $base_url );
		$this->api_key  = $api_key;
	}

	public static function from_settings(): self {
		return new self( Settings::service_domain(), Settings::api_key() );
	}

	/**
	 * The account the key belongs to: email and planType.
	 */
	public function current_user(): ApiResponse {
		return $this->request( 'GET', '/api/auth/user' );
	}

	/**
	 * Registers a post, or updates the item already registered under the same externalId.
	 *
	 * @param array<string, mixed> $item    The item's fields, externalId included.
	 * @param int                  $timeout Seconds.
	 */
	public function register_item( array $item, int $timeout = self::TIMEOUT ): ApiResponse {
		return $this->request( 'POST', '/api/content-items', $item, $timeout );
	}

	public function delete_item( string $content_item_id ): ApiResponse {
		return $this->request( 'DELETE', '/api/content-items/' . rawurlencode( $content_item_id ) );
	}

	/**
	 * Changes only the fields given (PATCH); used to pause an item's automatic checks with a manual schedule.
	 *
	 * @param string               $content_item_id Id.
	 * @param array<string, mixed> $fields          Fields of the item.
	 */
	public function edit_item( string $content_item_id, array $fields ): ApiResponse {
		return $this->request( 'PATCH', '/api/content-items/' . rawurlencode( $content_item_id ), $fields );
	}

	/**
	 * @param string $content_item_id Id.
	 * @param int    $timeout         Seconds to wait: an editor waits a few, then the check finishes in the service.
	 */
	public function analyze_item( string $content_item_id, int $timeout = self::ANALYSIS_TIMEOUT ): ApiResponse {
		return $this->request( 'POST', '/api/content-items/' . rawurlencode( $content_item_id ) . '/analyze', array(), $timeout );
	}

	/**
	 * The items named, in one request per IDS_PER_REQUEST ids; the items the service no longer has are absent.
	 *
	 * @param string[] $content_item_ids Ids.
	 * @param int      $timeout          Seconds, for each request.
	 * @return array<string, array<string, mixed>>|null Items by id; null when a request failed.
	 */
	public function items( array $content_item_ids, int $timeout = self::TIMEOUT ): ?array {
		$found = array();
		foreach ( array_chunk( array_values( array_unique( $content_item_ids ) ), self::IDS_PER_REQUEST ) as $chunk ) {
			$response = $this->request( 'GET', '/api/content-items?ids=' . rawurlencode( implode( ',', $chunk ) ), array(), $timeout );
			if ( ! $response->ok() || ! is_array( $response->body ) ) {
				return null;
			}
			foreach ( $response->body as $item ) {
				if ( is_array( $item ) && isset( $item['id'] ) ) {
					$found[ (string) $item['id'] ] = $item;
				}
			}
		}
		return $found;
	}

	/**
	 * Tells the service a visitor viewed the item's page, without waiting for the answer: the service decides
	 * whether a check is due, and the visitor's page must not wait for it.
	 */
	public function report_visit( string $content_item_id ): void {
		if ( ! $this->usable() ) {
			return;
		}
		wp_remote_post(
			$this->base_url . '/api/content-items/' . rawurlencode( $content_item_id ) . '/visit',
			array(
				'blocking' => false,
				'timeout'  => 1,
				'headers'  => $this->headers(),
			)
		);
	}

	/**
	 * @param string               $method  HTTP method.
	 * @param string               $path    Path under the service's address, starting with /api/.
	 * @param array<string, mixed> $body    JSON body, for POST.
	 * @param int                  $timeout Seconds.
	 */
	public function request( string $method, string $path, array $body = array(), int $timeout = self::TIMEOUT ): ApiResponse {
		if ( '' === $this->base_url || '' === $this->api_key ) {
			return ApiResponse::failure( 0, __( 'Freshwatch is not connected: enter the service domain and an API key under Settings → Freshwatch.', 'freshwatch' ) );
		}
		if ( ! Settings::transport_allowed( $this->base_url ) ) {
			return ApiResponse::failure( 0, __( 'The API key is only sent over https://: change the service domain under Settings → Freshwatch.', 'freshwatch' ) );
		}

		$args = array(
			'method'  => $method,
			'timeout' => $timeout,
			'headers' => $this->headers(),
		);
		if ( 'POST' === $method || 'PATCH' === $method ) {
			$args['body'] = (string) wp_json_encode( (object) $body );
		}

		$raw = wp_remote_request( $this->base_url . $path, $args );
		if ( is_wp_error( $raw ) ) {
			/* translators: %s: the reason the request failed, from WordPress. */
			$message = sprintf( __( 'The Freshwatch service could not be reached: %s', 'freshwatch' ), $raw->get_error_message() );
			ConnectionStatus::report( ConnectionStatus::UNREACHABLE, $message );
			$failure            = ApiResponse::failure( 0, $message );
			$failure->timed_out = self::is_timeout( $raw->get_error_message() );
			return $failure;
		}

		$status  = (int) wp_remote_retrieve_response_code( $raw );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $raw ), true );
		if ( $status >= 200 && $status < 300 ) {
			ConnectionStatus::clear();
			return new ApiResponse( $status, $decoded, null );
		}

		$message = is_array( $decoded ) && isset( $decoded['message'] ) && is_string( $decoded['message'] )
			? $decoded['message']
			/* translators: %d: an HTTP status code. */
			: sprintf( __( 'The Freshwatch service answered with HTTP status %d.', 'freshwatch' ), $status );
		if ( 401 === $status ) {
			$message = __( 'The Freshwatch service refused the API key: it may have been revoked. Enter a current key under Settings → Freshwatch.', 'freshwatch' );
			ConnectionStatus::report( ConnectionStatus::KEY_REFUSED, $message );
		} elseif ( $status >= 500 ) {
			ConnectionStatus::report( ConnectionStatus::UNREACHABLE, $message );
		}
		return ApiResponse::failure( $status, $message, $decoded );
	}

	/**
	 * Whether WordPress gave up waiting (cURL error 28, or the streams transport's "timed out"), as opposed to
	 * being refused: the request may have reached the service, which may still be working on it.
	 */
	public static function is_timeout( string $message ): bool {
		return 1 === preg_match( '/cURL error 28|timed out/i', $message );
	}

	private function usable(): bool {
		return '' !== $this->base_url && '' !== $this->api_key && Settings::transport_allowed( $this->base_url );
	}

	/**
	 * @return array<string, string>
	 */
	private function headers(): array {
		return array(
			'Authorization' => 'Bearer ' . $this->api_key,
			'Accept'        => 'application/json',
			'Content-Type'  => 'application/json',
			'User-Agent'    => 'Freshwatch-WordPress/' . Plugin::VERSION,
		);
	}
}

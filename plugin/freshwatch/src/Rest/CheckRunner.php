<?php
/**
 * Runs an editor's "Check now" in a background request of its own.
 *
 * @package Freshwatch\Rest
 */

namespace Freshwatch\Rest;

use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * start() records the check as queued with a one-time token and asks WordPress itself, without waiting for the
 * answer (as WP-Cron spawns its runs), to POST freshwatch/v1/posts/ID/check/run?token=...; that request runs
 * Sync::check_now() for as long as the service takes, and records the outcome on the post (meta
 * _freshwatch_check), where the editor's requests find it. Where the site cannot reach itself, the check runs in
 * the editor's request instead. A check still queued after STALE_SECONDS did not run, and says so.
 */
class CheckRunner {

	const META          = '_freshwatch_check';
	const STALE_SECONDS = 180;

	const IDLE   = 'idle';
	const QUEUED = 'queued';
	const DONE   = 'done';

	private Sync $sync;

	public function __construct( Sync $sync ) {
		$this->sync = $sync;
	}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
	}

	public function register_route(): void {
		register_rest_route(
			PostHealthController::REST_NAMESPACE,
			'/posts/(?P<id>\d+)/check/run',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'run_request' ),
				'permission_callback' => array( $this, 'holds_token' ),
				'args'                => array(
					'id'    => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'token' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Queues a check of the post and starts its background request.
	 */
	public function start( int $post_id ): void {
		$token = wp_generate_password( 32, false );
		$this->save(
			$post_id,
			array(
				'state'        => self::QUEUED,
				'token'        => wp_hash( $token ),
				'requested_at' => gmdate( 'Y-m-d H:i:s' ),
				'finished_at'  => null,
				'error'        => null,
			)
		);
		$response = wp_remote_post(
			add_query_arg( array( 'token' => $token ), rest_url( PostHealthController::REST_NAMESPACE . '/posts/' . $post_id . '/check/run' ) ),
			array(
				'blocking'  => false,
				'timeout'   => 0.01,
				/** This filter is documented in wp-includes/cron.php */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
			)
		);
		if ( is_wp_error( $response ) ) {
			$this->run( $post_id );
		}
	}

	/**
	 * The background request may run the check only with the token of the check that is queued.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function holds_token( $request ): bool {
		$stored = get_post_meta( (int) $request['id'], self::META, true );
		return is_array( $stored ) && self::QUEUED === ( $stored['state'] ?? null ) && is_string( $stored['token'] ?? null )
			&& hash_equals( $stored['token'], wp_hash( (string) $request['token'] ) );
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 */
	public function run_request( $request ): \WP_REST_Response {
		// The request that started this one has already gone: the check must still finish.
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		$this->run( (int) $request['id'] );
		return new \WP_REST_Response( array( 'state' => self::DONE ), 200 );
	}

	public function run( int $post_id ): void {
		$error = self::error_of( $this->sync->check_now( $post_id ) );
		$this->save(
			$post_id,
			array(
				'state'        => self::DONE,
				'token'        => null,
				'requested_at' => $this->record( $post_id )['requested_at'],
				'finished_at'  => gmdate( 'Y-m-d H:i:s' ),
				'error'        => $error,
			)
		);
	}

	/**
	 * Why Sync::check_now() failed, or null. It answers the message or null; a Sync that waits a few seconds
	 * itself answers {result: checked|queued|failed, message}, and a queued check is then on the post's row
	 * (check_queued), which PostHealthController reads.
	 *
	 * @param mixed $outcome What check_now() answered.
	 */
	public static function error_of( $outcome ): ?string {
		if ( is_array( $outcome ) ) {
			return isset( $outcome['result'] ) && 'failed' === $outcome['result'] ? (string) ( $outcome['message'] ?? '' ) : null;
		}
		return null === $outcome ? null : (string) $outcome;
	}

	/**
	 * The post's last "Check now", read afresh (another request may just have finished it).
	 *
	 * @return array{state: string, requested_at: string|null, finished_at: string|null, error: string|null}
	 */
	public function record( int $post_id ): array {
		wp_cache_delete( $post_id, 'post_meta' );
		$stored = get_post_meta( $post_id, self::META, true );
		if ( ! is_array( $stored ) || ! isset( $stored['state'] ) ) {
			return array(
				'state'        => self::IDLE,
				'requested_at' => null,
				'finished_at'  => null,
				'error'        => null,
			);
		}
		$record = array(
			'state'        => self::QUEUED === $stored['state'] ? self::QUEUED : self::DONE,
			'requested_at' => isset( $stored['requested_at'] ) ? (string) $stored['requested_at'] : null,
			'finished_at'  => isset( $stored['finished_at'] ) ? (string) $stored['finished_at'] : null,
			'error'        => isset( $stored['error'] ) && '' !== $stored['error'] ? (string) $stored['error'] : null,
		);
		if ( self::QUEUED === $record['state'] && strtotime( $record['requested_at'] . ' UTC' ) < time() - self::STALE_SECONDS ) {
			return array(
				'state'        => self::DONE,
				'requested_at' => $record['requested_at'],
				'finished_at'  => $record['requested_at'],
				'error'        => __( 'The check did not run: WordPress could not start it in the background. Try again.', 'freshwatch' ),
			);
		}
		return $record;
	}

	/**
	 * @param array<string, mixed> $record The record to keep.
	 */
	private function save( int $post_id, array $record ): void {
		update_post_meta( $post_id, self::META, wp_slash( $record ) );
	}
}

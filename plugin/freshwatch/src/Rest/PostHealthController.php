<?php
/**
 * The plugin's REST routes for the block editor's panel: a post's Freshwatch state, and "Check now".
 *
 * @package Freshwatch\Rest
 */

namespace Freshwatch\Rest;

use Freshwatch\ConnectionStatus;
use Freshwatch\Items;
use Freshwatch\Settings;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * GET  freshwatch/v1/posts/ID        the post's state: score, status, last check, top issues and recommendations.
 * POST freshwatch/v1/posts/ID/check  checks the post now. The check runs in a background request of its own
 *                                    (CheckRunner) so that the editor never waits for a slow service: the answer
 *                                    comes within WAIT_SECONDS, with the result or with "queued"; the panel then
 *                                    asks for the state every few seconds until the check has finished.
 * Both need edit_post on the post; a post that does not exist, or of a type Freshwatch does not monitor, is 404.
 */
final class PostHealthController {

	const REST_NAMESPACE = 'freshwatch/v1';

	/**
	 * How long "Check now" waits for the check before it answers "queued".
	 */
	const WAIT_SECONDS = 4;

	/**
	 * How often it looks whether the check has finished while it waits, in microseconds.
	 */
	const POLL_MICROSECONDS = 200000;

	private Items $items;
	private CheckRunner $runner;
	private float $wait_seconds;

	/**
	 * @param Items       $items        The plugin's table.
	 * @param CheckRunner $runner       Runs checks in the background.
	 * @param float       $wait_seconds How long "Check now" waits for the result (tests pass 0).
	 */
	public function __construct( Items $items, CheckRunner $runner, float $wait_seconds = self::WAIT_SECONDS ) {
		$this->items        = $items;
		$this->runner       = $runner;
		$this->wait_seconds = $wait_seconds;
	}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$id = array(
			'id' => array(
				'description' => __( 'The post\'s id.', 'freshwatch' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
		register_rest_route(
			self::REST_NAMESPACE,
			'/posts/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'show' ),
				'permission_callback' => array( $this, 'can_edit' ),
				'args'                => $id,
			)
		);
		register_rest_route(
			self::REST_NAMESPACE,
			'/posts/(?P<id>\d+)/check',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'check' ),
				'permission_callback' => array( $this, 'can_edit' ),
				'args'                => $id,
			)
		);
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_edit( $request ) {
		$post = get_post( (int) $request['id'] );
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, Sync::post_types(), true ) ) {
			return new \WP_Error( 'freshwatch_post_not_found', __( 'No post with this id.', 'freshwatch' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', (int) $post->ID ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'freshwatch' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 */
	public function show( $request ): \WP_REST_Response {
		return new \WP_REST_Response( $this->state( (int) $request['id'] ), 200 );
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function check( $request ) {
		$post_id = (int) $request['id'];
		$row     = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] ) {
			return new \WP_Error( 'freshwatch_not_monitored', __( 'This post is not monitored with Freshwatch.', 'freshwatch' ), array( 'status' => 400 ) );
		}
		$this->runner->start( $post_id );
		$deadline = microtime( true ) + $this->wait_seconds;
		while ( CheckRunner::QUEUED === $this->runner->record( $post_id )['state'] && microtime( true ) < $deadline ) {
			usleep( self::POLL_MICROSECONDS );
		}
		return new \WP_REST_Response( $this->state( $post_id ), 200 );
	}

	/**
	 * What the panel shows.
	 *
	 * @return array<string, mixed>
	 */
	public function state( int $post_id ): array {
		$row       = $this->items->find( $post_id );
		$monitored = null !== $row && $row['monitored'];
		$analysis  = null !== $row && is_array( $row['analysis'] ) ? $row['analysis'] : array();
		$record    = $this->runner->record( $post_id );
		$problem   = ConnectionStatus::problem();
		$link      = null !== $row && ! empty( $row['content_item_id'] ) && '' !== Settings::service_domain()
			? Settings::service_domain() . '/content?item=' . rawurlencode( (string) $row['content_item_id'] )
			: null;
		return array(
			'postId'          => $post_id,
			'monitored'       => $monitored,
			'score'           => $monitored && null !== $row['health_score'] ? round( (float) $row['health_score'] ) : null,
			'status'          => $monitored && ! empty( $row['status'] ) ? (string) $row['status'] : null,
			'lastCheck'       => $monitored ? self::last_check( $row, $record ) : null,
			'issues'          => self::messages( isset( $analysis['issues'] ) ? $analysis['issues'] : array() ),
			'recommendations' => self::messages( isset( $analysis['recommendations'] ) ? $analysis['recommendations'] : array() ),
			'syncError'       => null !== $row && ! empty( $row['sync_error'] ) ? (string) $row['sync_error'] : null,
			'paused'          => $monitored && ! empty( $row['paused'] ),
			'check'           => array(
				// A check the service is still running, on the row when Sync itself leaves it to the background.
				'state'   => $monitored && ! empty( $row['check_queued'] ) ? CheckRunner::QUEUED : $record['state'],
				'message' => $record['error'],
			),
			'connection'      => null === $problem ? null : $problem['message'],
			'link'            => $link,
		);
	}

	/**
	 * The post's last check: {outcome: analysed|failed, at, error}, or null when it was never checked. The
	 * service's own lastCheck, when the row carries it (check_outcome and check_error, or last_check), wins over
	 * lastAnalyzed; a "Check now" that failed later than that is the last check.
	 *
	 * @param array<string, mixed> $row    The post's row.
	 * @param array<string, mixed> $record The last "Check now", from CheckRunner::record().
	 * @return array{outcome: string, at: string|null, error: string|null}|null
	 */
	public static function last_check( array $row, array $record ): ?array {
		$stored = isset( $row['last_check'] ) ? $row['last_check'] : null;
		if ( is_string( $stored ) ) {
			$stored = json_decode( $stored, true );
		}
		if ( is_array( $stored ) && isset( $stored['outcome'], $stored['at'] ) ) {
			return array(
				'outcome' => 'failed' === $stored['outcome'] ? 'failed' : 'analysed',
				'at'      => self::iso( (string) $stored['at'] ),
				'error'   => isset( $stored['error'] ) && is_string( $stored['error'] ) ? $stored['error'] : null,
			);
		}
		$at      = empty( $row['last_analyzed'] ) ? null : self::iso( (string) $row['last_analyzed'] );
		$outcome = null === $at ? null : 'analysed';
		$error   = null;
		if ( array_key_exists( 'check_outcome', $row ) ) {
			$outcome = empty( $row['check_outcome'] ) ? null : ( 'failed' === $row['check_outcome'] ? 'failed' : 'analysed' );
			$error   = 'failed' === $outcome && ! empty( $row['check_error'] ) ? (string) $row['check_error'] : null;
			$at      = null === $outcome ? null : $at;
		}
		$failed = CheckRunner::DONE === $record['state'] && null !== $record['error'] && null !== $record['finished_at']
			? self::iso( (string) $record['finished_at'] )
			: null;
		if ( null !== $failed && ( null === $outcome || null === $at || strtotime( $failed ) >= strtotime( $at ) ) ) {
			return array(
				'outcome' => 'failed',
				'at'      => $failed,
				'error'   => (string) $record['error'],
			);
		}
		if ( null === $outcome ) {
			return null;
		}
		return array(
			'outcome' => $outcome,
			'at'      => $at,
			'error'   => $error,
		);
	}

	/**
	 * The first three messages of a list of issues or recommendations.
	 *
	 * @param mixed $entries The analysis's list.
	 * @return string[]
	 */
	private static function messages( $entries ): array {
		$messages = array();
		foreach ( is_array( $entries ) ? $entries : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['message'] ) && is_string( $entry['message'] ) && '' !== $entry['message'] ) {
				$messages[] = $entry['message'];
			}
		}
		return array_slice( $messages, 0, 3 );
	}

	/**
	 * A UTC date and time (as MySQL or ISO 8601) in ISO 8601, which the editor's JavaScript reads.
	 */
	private static function iso( string $utc ): string {
		return gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $utc . ( preg_match( '/(Z|[+-]\d\d:?\d\d)$/', $utc ) ? '' : ' UTC' ) ) );
	}
}

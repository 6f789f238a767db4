<?php
/**
 * The plugin's REST routes for the block editor's panel: a post's Freshwatch state, and "Check now".
 *
 * @package Freshwatch\Rest
 */

namespace Freshwatch\Rest;

use Freshwatch\ConnectionStatus;
use Freshwatch\HealthPull;
use Freshwatch\Items;
use Freshwatch\Settings;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * GET  freshwatch/v1/posts/ID        the post's state: score, status, last check, top issues and recommendations.
 *                                    While a 'Check now' is queued, it first asks the service for this one item
 *                                    (HealthPull::pull_queued(), PULL_TIMEOUT), so the panel, which asks every few
 *                                    seconds, shows the result without waiting for the five-minute quick pull.
 * POST freshwatch/v1/posts/ID/check  checks the post now with Sync::check_now(), the check path the meta box uses:
 *                                    it waits CHECK_WAIT seconds, then answers "queued" (the row's check_queued).
 * Both need edit_post on the post; a post that does not exist, or of a type Freshwatch does not monitor, is 404.
 */
final class PostHealthController {

	const REST_NAMESPACE = 'freshwatch/v1';

	/**
	 * Seconds the panel's request waits for the service when it asks for a queued check's result.
	 */
	const PULL_TIMEOUT = 2;

	/**
	 * The panel's check.state: a check the service is still running, or none.
	 */
	const QUEUED = 'queued';
	const IDLE   = 'idle';

	private Items $items;
	private Sync $sync;
	private HealthPull $pull;

	public function __construct( Items $items, Sync $sync, HealthPull $pull ) {
		$this->items = $items;
		$this->sync  = $sync;
		$this->pull  = $pull;
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
		$post_id = (int) $request['id'];
		$this->pull->pull_queued( $post_id, self::PULL_TIMEOUT );
		$state = $this->state( $post_id );
		if ( self::QUEUED !== $state['check']['state'] && null !== $state['lastCheck'] && 'failed' === $state['lastCheck']['outcome'] ) {
			// The panel says why a check it waited for failed.
			$state['check']['message'] = $state['lastCheck']['error'];
		}
		return new \WP_REST_Response( $state, 200 );
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
		$outcome = $this->sync->check_now( $post_id );
		$state   = $this->state( $post_id );
		if ( Sync::FAILED === $outcome['result'] ) {
			$state['check']['message'] = null !== $outcome['message'] && '' !== $outcome['message']
				? $outcome['message']
				: __( 'The service gave no reason.', 'freshwatch' );
		}
		return new \WP_REST_Response( $state, 200 );
	}

	/**
	 * What the panel shows, from the post's row: the state every screen shows (Items::health_state()), the last
	 * analysis, and whether a 'Check now' is queued.
	 *
	 * @return array<string, mixed>
	 */
	public function state( int $post_id ): array {
		$row       = $this->items->find( $post_id );
		$monitored = null !== $row && $row['monitored'];
		$analysis  = null !== $row && is_array( $row['analysis'] ) ? $row['analysis'] : array();
		$problem   = ConnectionStatus::problem();
		$link      = null !== $row && ! empty( $row['content_item_id'] ) && '' !== Settings::service_domain()
			? Settings::service_domain() . '/content?item=' . rawurlencode( (string) $row['content_item_id'] )
			: null;
		$health    = Items::health_state( $row );
		$analysed  = in_array( $health, Items::ANALYSED_STATES, true );
		return array(
			'postId'          => $post_id,
			'monitored'       => $monitored,
			'score'           => $analysed && null !== $row['health_score'] ? round( (float) $row['health_score'] ) : null,
			'status'          => $analysed ? $health : null,
			'lastCheck'       => $monitored ? self::last_check( $row ) : null,
			'issues'          => $analysed ? self::messages( isset( $analysis['issues'] ) ? $analysis['issues'] : array() ) : array(),
			'recommendations' => $analysed ? self::messages( isset( $analysis['recommendations'] ) ? $analysis['recommendations'] : array() ) : array(),
			'syncError'       => null !== $row && ! empty( $row['sync_error'] ) ? (string) $row['sync_error'] : null,
			'paused'          => Items::PAUSED === $health,
			'check'           => array(
				'state'   => $monitored && ! empty( $row['check_queued'] ) ? self::QUEUED : self::IDLE,
				'message' => null,
			),
			'connection'      => null === $problem ? null : $problem['message'],
			'link'            => $link,
		);
	}

	/**
	 * The post's last check, from its row: {outcome: analysed|failed, at, error}, or null when it was never
	 * checked. A paused post shows the check it had before it was paused.
	 *
	 * @param array<string, mixed> $row The post's row.
	 * @return array{outcome: string, at: string|null, error: string|null}|null
	 */
	public static function last_check( array $row ): ?array {
		$health = Items::health_state( array_merge( $row, array( 'paused' => null ) ) );
		if ( Items::FAILED === $health ) {
			return array(
				'outcome' => 'failed',
				// The row keeps no time of a failed check, only the last analysis's.
				'at'      => null,
				'error'   => empty( $row['check_error'] ) ? null : (string) $row['check_error'],
			);
		}
		if ( Items::NOT_CHECKED === $health ) {
			return null;
		}
		return array(
			'outcome' => 'analysed',
			'at'      => empty( $row['last_analyzed'] ) ? null : self::iso( (string) $row['last_analyzed'] ),
			'error'   => null,
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

<?php
/**
 * Keeps the service's content items in step with the site's monitored posts.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Monitoring a post registers it in the service under an externalId (site address + post id), which the
 * service keeps unique per account: registering again, after an edit or a lost answer, updates the same item.
 *
 * Saving a post never waits for the service: sync_after_save() notes what the post's life means for monitoring
 * (a published post is monitored, an unpublished or trashed one paused) and leaves the call to the service to a
 * WP-Cron event. A paused item keeps its schedule and sources on the row and in the service, which only gets a
 * manual schedule so that it stops checking on its own; publishing again sends the post's schedule back. Only
 * deleting the post for good removes the item. A failure is kept on the row and in the admin notice.
 */
class Sync {

	/**
	 * WordPress post types and the service's content types.
	 */
	const CONTENT_TYPES = array(
		'post'    => 'blog_post',
		'page'    => 'page',
		'product' => 'product',
	);

	/**
	 * The service keeps up to 1,000,000 characters of an item's text.
	 */
	const MAX_CONTENT = 1000000;

	/**
	 * WP-Cron events: send a saved post to the service; run a check nobody waits for; delete a deleted post's item.
	 */
	const PUSH_HOOK   = 'freshwatch_sync_post';
	const CHECK_HOOK  = 'freshwatch_check_post';
	const DELETE_HOOK = 'freshwatch_delete_item';

	/**
	 * Seconds an editor's 'Check now' waits for the service before it answers "queued".
	 */
	const CHECK_WAIT = 5;

	/**
	 * Why monitoring is paused.
	 */
	const PAUSED_UNPUBLISHED = 'unpublished';
	const PAUSED_TRASHED     = 'trashed';

	/**
	 * What check_now() answers.
	 */
	const CHECKED = 'checked';
	const QUEUED  = 'queued';
	const FAILED  = 'failed';

	/**
	 * Deleting an item is tried this many times (a run of WP-Cron each, five minutes apart).
	 */
	const DELETE_ATTEMPTS = 3;

	private Items $items;
	private ApiClient $client;

	/**
	 * Whether this request scheduled work for WP-Cron, to be started when the response is done.
	 */
	private bool $spawn = false;

	public function __construct( Items $items, ApiClient $client ) {
		$this->items  = $items;
		$this->client = $client;
	}

	public function register(): void {
		add_action( 'save_post', array( $this, 'on_save' ), 20, 2 );
		add_action( 'before_delete_post', array( $this, 'on_delete' ) );
		add_action( self::PUSH_HOOK, array( $this, 'push' ) );
		add_action( self::CHECK_HOOK, array( $this, 'check_in_background' ) );
		add_action( self::DELETE_HOOK, array( $this, 'delete_in_background' ), 10, 2 );
		add_action( 'shutdown', array( $this, 'spawn_cron' ) );
	}

	/**
	 * The post types monitoring applies to: posts, pages, and WooCommerce products when WooCommerce is active.
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		$types = array( 'post', 'page' );
		if ( post_type_exists( 'product' ) ) {
			$types[] = 'product';
		}
		return $types;
	}

	public static function external_id( int $post_id ): string {
		return untrailingslashit( home_url() ) . '#' . $post_id;
	}

	/**
	 * Why a post in this status is not checked: null for a published post.
	 */
	public static function pause_reason( string $post_status ): ?string {
		if ( 'publish' === $post_status ) {
			return null;
		}
		return 'trash' === $post_status ? self::PAUSED_TRASHED : self::PAUSED_UNPUBLISHED;
	}

	/**
	 * Starts monitoring a post and registers it in the service now (an editor asked for it and waits for the
	 * answer). A post that is not published is monitored paused, and registered when it is published.
	 *
	 * @return string|null Null when registered (or paused); else why not.
	 */
	public function monitor( int $post_id ): ?string {
		$post = get_post( $post_id );
		$this->items->save(
			$post_id,
			array(
				'monitored' => 1,
				'paused'    => $post instanceof \WP_Post ? self::pause_reason( (string) $post->post_status ) : null,
			)
		);
		return $this->push( $post_id );
	}

	/**
	 * Stops monitoring a post and removes its item from the service (the post's settings stay on the row, for
	 * when it is monitored again).
	 *
	 * @return string|null Null when removed; else why not.
	 */
	public function unmonitor( int $post_id ): ?string {
		$row = $this->items->find( $post_id );
		if ( null === $row ) {
			return null;
		}
		$error = null;
		if ( ! empty( $row['content_item_id'] ) ) {
			$response = $this->client->delete_item( (string) $row['content_item_id'] );
			// 404: already gone from the service, which is what was asked.
			if ( ! $response->ok() && 404 !== $response->status ) {
				$error = (string) $response->error;
			}
		}
		// An item the service did not delete stays on the row, with why, so that stopping again can retry.
		$this->save_unmonitored( $post_id, null === $error ? null : (string) $row['content_item_id'], $error );
		return $error;
	}

	/**
	 * Stops monitoring from a save (the meta box's checkbox): the row at once, the item's deletion from WP-Cron.
	 */
	public function unmonitor_after_save( int $post_id ): void {
		$row = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] ) {
			return;
		}
		$this->save_unmonitored( $post_id, null, null );
		if ( ! empty( $row['content_item_id'] ) ) {
			$this->schedule( self::DELETE_HOOK, array( (string) $row['content_item_id'], 1 ) );
		}
	}

	/**
	 * The save path: what the post's status means for monitoring is on the row at once (so every screen says
	 * so), and the service hears of it from WP-Cron after the response. Never calls the service.
	 */
	public function sync_after_save( int $post_id ): void {
		$row  = $this->items->find( $post_id );
		$post = get_post( $post_id );
		if ( null === $row || ! $row['monitored'] || ! $post instanceof \WP_Post ) {
			return;
		}
		$paused = self::pause_reason( (string) $post->post_status );
		if ( $paused !== $row['paused'] ) {
			$this->items->save( $post_id, array( 'paused' => $paused ) );
		}
		$this->schedule( self::PUSH_HOOK, array( $post_id ) );
	}

	/**
	 * Sends a monitored post to the service: a published one with its title, address, type, text, schedule and
	 * sources; a paused one only as a manual schedule (its address, schedule and sources stay as they were).
	 *
	 * @param int $post_id Post id.
	 * @param int $timeout Seconds.
	 * @return string|null Null when the service has it; else why not.
	 */
	public function push( $post_id, int $timeout = ApiClient::TIMEOUT ): ?string {
		$post_id = (int) $post_id;
		$row     = $this->items->find( $post_id );
		$post    = get_post( $post_id );
		if ( null === $row || ! $row['monitored'] || ! $post instanceof \WP_Post ) {
			return null;
		}
		if ( ! empty( $row['paused'] ) ) {
			return $this->pause_in_service( $post_id, $row );
		}
		$response = $this->client->register_item( $this->payload( $post, $row ), $timeout );
		if ( ! $response->ok() || ! is_array( $response->body ) || empty( $response->body['id'] ) ) {
			$error = (string) ( $response->error ?? __( 'The service gave no item id.', 'freshwatch' ) );
			$this->items->save( $post_id, array( 'sync_error' => $error ) );
			return $error;
		}
		$this->items->save( $post_id, array_merge( array( 'sync_error' => null ), self::health_fields( $response->body ) ) );
		return null;
	}

	/**
	 * The check path ('Check now' in the meta box and the block editor): asks the service to check the post and
	 * waits at most CHECK_WAIT seconds. When the service takes longer the check goes on there, the row is marked
	 * queued and the quick pull brings the result.
	 *
	 * @return array{result: string, message: string|null} result: checked, queued or failed (with the message).
	 */
	public function check_now( int $post_id ): array {
		$row = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] ) {
			return self::check_result( self::FAILED, __( 'This post is not monitored with Freshwatch.', 'freshwatch' ) );
		}
		if ( ! empty( $row['paused'] ) ) {
			return self::check_result( self::FAILED, __( 'Monitoring is paused while the post is not published.', 'freshwatch' ) );
		}
		if ( empty( $row['content_item_id'] ) ) {
			$error = $this->push( $post_id, self::CHECK_WAIT );
			$row   = $this->items->find( $post_id );
			if ( null !== $error || empty( $row['content_item_id'] ) ) {
				// Not registered yet: registering and checking are left to WP-Cron, which may wait longer.
				$this->items->save( $post_id, array( 'check_queued' => gmdate( 'Y-m-d H:i:s' ) ) );
				$this->schedule( self::CHECK_HOOK, array( $post_id ) );
				return self::check_result( self::QUEUED, null );
			}
		}
		return $this->analyse( $post_id, (string) $row['content_item_id'], self::CHECK_WAIT );
	}

	/**
	 * A check nobody waits for: registers the post if needed and waits for the analysis as long as it takes.
	 *
	 * @param int $post_id Post id.
	 */
	public function check_in_background( $post_id ): void {
		$post_id = (int) $post_id;
		$row     = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] || ! empty( $row['paused'] ) ) {
			return;
		}
		if ( empty( $row['content_item_id'] ) && null !== $this->push( $post_id ) ) {
			return;
		}
		$row = $this->items->find( $post_id );
		$this->analyse( $post_id, (string) $row['content_item_id'], ApiClient::ANALYSIS_TIMEOUT );
	}

	/**
	 * @param int $post_id Post id.
	 */
	public function on_delete( $post_id ): void {
		$row = $this->items->find( (int) $post_id );
		if ( null === $row ) {
			return;
		}
		$this->items->delete( (int) $post_id );
		if ( $row['monitored'] && ! empty( $row['content_item_id'] ) ) {
			$this->schedule( self::DELETE_HOOK, array( (string) $row['content_item_id'], 1 ) );
		}
	}

	/**
	 * Deletes a deleted post's item; tried again in five minutes when the service could not be reached.
	 *
	 * @param string $content_item_id The item.
	 * @param int    $attempt         1 for the first try.
	 */
	public function delete_in_background( $content_item_id, $attempt = 1 ): void {
		$response = $this->client->delete_item( (string) $content_item_id );
		if ( $response->ok() || 404 === $response->status || (int) $attempt >= self::DELETE_ATTEMPTS ) {
			return;
		}
		wp_schedule_single_event( time() + 5 * MINUTE_IN_SECONDS, self::DELETE_HOOK, array( (string) $content_item_id, (int) $attempt + 1 ) );
	}

	/**
	 * Runs at shutdown: when this request scheduled work, WP-Cron starts now (a request to wp-cron.php that is
	 * not waited for) instead of at the next page view. Not when the site runs WP-Cron from a system cron.
	 */
	public function spawn_cron(): void {
		if ( ! $this->spawn || ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) || ! function_exists( 'spawn_cron' ) ) {
			return;
		}
		$this->spawn = false;
		spawn_cron();
	}

	/**
	 * @param string            $hook Event.
	 * @param array<int, mixed> $args Its arguments.
	 */
	private function schedule( string $hook, array $args ): void {
		if ( ! wp_next_scheduled( $hook, $args ) ) {
			wp_schedule_single_event( time(), $hook, $args );
		}
		$this->spawn = true;
	}

	/**
	 * @param array<string, mixed> $row The paused post's row.
	 */
	private function pause_in_service( int $post_id, array $row ): ?string {
		if ( empty( $row['content_item_id'] ) ) {
			return null;
		}
		$response = $this->client->edit_item( (string) $row['content_item_id'], array( 'checkSchedule' => array( 'type' => 'manual' ) ) );
		$error    = $response->ok() ? null : (string) $response->error;
		$this->items->save( $post_id, array( 'sync_error' => $error ) );
		return $error;
	}

	/**
	 * @return array{result: string, message: string|null}
	 */
	private function analyse( int $post_id, string $content_item_id, int $timeout ): array {
		$response = $this->client->analyze_item( $content_item_id, $timeout );
		if ( $response->ok() && is_array( $response->body ) ) {
			$this->items->save( $post_id, array_merge( self::health_fields( $response->body ), array( 'check_queued' => null ) ) );
			return self::check_result( self::CHECKED, null );
		}
		if ( $response->timed_out ) {
			$this->items->save( $post_id, array( 'check_queued' => gmdate( 'Y-m-d H:i:s' ) ) );
			return self::check_result( self::QUEUED, null );
		}
		if ( $response->status >= 400 ) {
			// The service answered: the check itself failed (422: the page could not be fetched).
			$this->items->save(
				$post_id,
				array(
					'check_outcome' => Items::FAILED,
					'check_error'   => (string) $response->error,
					'check_queued'  => null,
				)
			);
		}
		return self::check_result( self::FAILED, (string) $response->error );
	}

	/**
	 * @return array{result: string, message: string|null}
	 */
	private static function check_result( string $result, ?string $message ): array {
		return array(
			'result'  => $result,
			'message' => $message,
		);
	}

	/**
	 * The check fields of a row that has none.
	 *
	 * @return array<string, null>
	 */
	private static function no_check_fields(): array {
		return array(
			'health_score'   => null,
			'status'         => null,
			'last_analyzed'  => null,
			'analysis'       => null,
			'check_outcome'  => null,
			'check_error'    => null,
			'check_queued'   => null,
			'awaiting_since' => null,
			'next_check_at'  => null,
		);
	}

	/**
	 * The item the service is sent for a post.
	 *
	 * @param \WP_Post             $post The post.
	 * @param array<string, mixed> $row  Its row.
	 * @return array<string, mixed>
	 */
	public function payload( \WP_Post $post, array $row ): array {
		$text    = trim( preg_replace( '/\s+/u', ' ', wp_strip_all_tags( strip_shortcodes( (string) $post->post_content ) ) ) );
		$payload = array(
			'externalId'    => self::external_id( (int) $post->ID ),
			'title'         => '' !== trim( (string) $post->post_title ) ? (string) $post->post_title : __( '(no title)', 'freshwatch' ),
			'url'           => (string) get_permalink( $post ),
			'contentType'   => isset( self::CONTENT_TYPES[ $post->post_type ] ) ? self::CONTENT_TYPES[ $post->post_type ] : 'page',
			'content'       => '' === $text ? null : mb_substr( $text, 0, self::MAX_CONTENT ),
			'lastUpdated'   => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( (string) $post->post_modified_gmt . ' UTC' ) ),
			'checkSchedule' => is_array( $row['schedule'] ) ? Schedule::sanitize( $row['schedule'] ) : Settings::default_schedule(),
		);
		$sources = array();
		foreach ( is_array( $row['sources'] ) ? $row['sources'] : array() as $source ) {
			if ( ! empty( $source['url'] ) ) {
				$sources[] = array(
					'url'         => (string) $source['url'],
					'description' => isset( $source['description'] ) && '' !== $source['description'] ? (string) $source['description'] : null,
				);
			}
		}
		if ( $sources ) {
			$payload['sourceUrls'] = $sources;
		}
		return $payload;
	}

	/**
	 * The columns a service item fills. The last check is the item's lastCheck (null: never checked; analysed;
	 * failed, with the reason); from a service without it, analysed when lastAnalyzed is set.
	 *
	 * @param array<string, mixed> $item A content item as the service answers it.
	 * @return array<string, mixed>
	 */
	public static function health_fields( array $item ): array {
		$outcome = ! empty( $item['lastAnalyzed'] ) ? 'analysed' : null;
		$error   = null;
		if ( array_key_exists( 'lastCheck', $item ) ) {
			$check   = is_array( $item['lastCheck'] ) ? $item['lastCheck'] : array();
			$outcome = isset( $check['outcome'] ) && in_array( $check['outcome'], array( 'analysed', Items::FAILED ), true ) ? $check['outcome'] : null;
			$error   = Items::FAILED === $outcome ? (string) ( isset( $check['error'] ) && is_string( $check['error'] ) ? $check['error'] : __( 'The service gave no reason.', 'freshwatch' ) ) : null;
		}
		return array(
			'content_item_id' => isset( $item['id'] ) ? (string) $item['id'] : null,
			'health_score'    => isset( $item['healthScore'] ) ? (float) $item['healthScore'] : null,
			'status'          => isset( $item['status'] ) ? sanitize_key( (string) $item['status'] ) : null,
			'last_analyzed'   => self::mysql_time( $item['lastAnalyzed'] ?? null ),
			'analysis'        => isset( $item['analysis'] ) && is_array( $item['analysis'] ) ? $item['analysis'] : null,
			'check_outcome'   => $outcome,
			'check_error'     => $error,
			'next_check_at'   => self::mysql_time( $item['nextCheckAt'] ?? null ),
			'last_synced'     => gmdate( 'Y-m-d H:i:s' ),
		);
	}

	/**
	 * When the item's last check ran (UTC, MySQL format): lastCheck.at, else lastAnalyzed; null when never.
	 *
	 * @param array<string, mixed> $item A content item as the service answers it.
	 */
	public static function last_check_at( array $item ): ?string {
		if ( isset( $item['lastCheck']['at'] ) ) {
			return self::mysql_time( $item['lastCheck']['at'] );
		}
		return self::mysql_time( $item['lastAnalyzed'] ?? null );
	}

	/**
	 * @param mixed $iso An ISO date from the service, or null.
	 */
	private static function mysql_time( $iso ): ?string {
		$time = is_string( $iso ) && '' !== $iso ? strtotime( $iso ) : false;
		return false === $time ? null : gmdate( 'Y-m-d H:i:s', $time );
	}

	/**
	 * Every save of a monitored post (publish, update, unpublish, trash, restore) goes through sync_after_save().
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public function on_save( $post_id, $post ): void {
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
			return;
		}
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, self::post_types(), true ) ) {
			return;
		}
		$this->sync_after_save( (int) $post_id );
	}

	/**
	 * The row of a post no longer monitored: no check state, not paused; `$item_id` and `$error` name an item the
	 * service still holds.
	 */
	private function save_unmonitored( int $post_id, ?string $item_id, ?string $error ): void {
		$this->items->save(
			$post_id,
			array_merge(
				self::no_check_fields(),
				array(
					'monitored'       => 0,
					'paused'          => null,
					'content_item_id' => $item_id,
					'sync_error'      => $error,
				)
			)
		);
	}
}

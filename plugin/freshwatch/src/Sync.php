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
 * Updating a monitored post updates the item; trashing or deleting it, or stopping monitoring, deletes the
 * item. A failure never stops WordPress saving the post: it is kept on the row and in the admin notice.
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

	private Items $items;
	private ApiClient $client;

	public function __construct( Items $items, ApiClient $client ) {
		$this->items  = $items;
		$this->client = $client;
	}

	public function register(): void {
		add_action( 'save_post', array( $this, 'on_save' ), 20, 2 );
		add_action( 'wp_trash_post', array( $this, 'on_trash' ) );
		add_action( 'before_delete_post', array( $this, 'on_trash' ) );
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
	 * Starts monitoring a post and registers it in the service.
	 *
	 * @return string|null Null when registered; else why not.
	 */
	public function monitor( int $post_id ): ?string {
		$this->items->save( $post_id, array( 'monitored' => 1 ) );
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
		$this->items->save(
			$post_id,
			array(
				'monitored'       => 0,
				'content_item_id' => null === $error ? null : $row['content_item_id'],
				'health_score'    => null,
				'status'          => null,
				'last_analyzed'   => null,
				'analysis'        => null,
				'sync_error'      => $error,
			)
		);
		return $error;
	}

	/**
	 * Sends a monitored post's current title, address, type, text, schedule and sources to the service.
	 *
	 * @return string|null Null when the service has it; else why not.
	 */
	public function push( int $post_id ): ?string {
		$row  = $this->items->find( $post_id );
		$post = get_post( $post_id );
		if ( null === $row || ! $row['monitored'] || ! $post instanceof \WP_Post ) {
			return null;
		}
		$response = $this->client->register_item( $this->payload( $post, $row ) );
		if ( ! $response->ok() || ! is_array( $response->body ) || empty( $response->body['id'] ) ) {
			$error = (string) ( $response->error ?? __( 'The service gave no item id.', 'freshwatch' ) );
			$this->items->save( $post_id, array( 'sync_error' => $error ) );
			return $error;
		}
		$this->items->save( $post_id, array_merge( array( 'sync_error' => null ), self::health_fields( $response->body ) ) );
		return null;
	}

	/**
	 * Checks the post now in the service and stores the result.
	 *
	 * @return string|null Null when checked; else the service's message.
	 */
	public function check_now( int $post_id ): ?string {
		$row = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] ) {
			return __( 'This post is not monitored with Freshwatch.', 'freshwatch' );
		}
		if ( empty( $row['content_item_id'] ) ) {
			$error = $this->push( $post_id );
			if ( null !== $error ) {
				return $error;
			}
			$row = $this->items->find( $post_id );
		}
		$response = $this->client->analyze_item( (string) $row['content_item_id'] );
		if ( ! $response->ok() || ! is_array( $response->body ) ) {
			return (string) $response->error;
		}
		$this->items->save( $post_id, self::health_fields( $response->body ) );
		return null;
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
	 * The columns a service item fills.
	 *
	 * @param array<string, mixed> $item A content item as the service answers it.
	 * @return array<string, mixed>
	 */
	public static function health_fields( array $item ): array {
		return array(
			'content_item_id' => isset( $item['id'] ) ? (string) $item['id'] : null,
			'health_score'    => isset( $item['healthScore'] ) ? (float) $item['healthScore'] : null,
			'status'          => isset( $item['status'] ) ? sanitize_key( (string) $item['status'] ) : null,
			'last_analyzed'   => ! empty( $item['lastAnalyzed'] ) ? gmdate( 'Y-m-d H:i:s', (int) strtotime( (string) $item['lastAnalyzed'] ) ) : null,
			'analysis'        => isset( $item['analysis'] ) && is_array( $item['analysis'] ) ? $item['analysis'] : null,
			'last_synced'     => gmdate( 'Y-m-d H:i:s' ),
		);
	}

	/**
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public function on_save( $post_id, $post ): void {
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
			return;
		}
		if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || ! in_array( $post->post_type, self::post_types(), true ) ) {
			return;
		}
		$row = $this->items->find( (int) $post_id );
		if ( null !== $row && $row['monitored'] ) {
			$this->push( (int) $post_id );
		}
	}

	/**
	 * @param int $post_id Post id.
	 */
	public function on_trash( $post_id ): void {
		$row = $this->items->find( (int) $post_id );
		if ( null !== $row && $row['monitored'] ) {
			$this->unmonitor( (int) $post_id );
		}
	}
}

<?php
/**
 * Stubs of user meta, network options, nonces for admin-ajax.php, the network admin menu and WP_Query, over
 * UsersAndNetwork's state.
 *
 * @package Freshwatch\Tests
 */

use Freshwatch\Tests\Support\RequestEnded;
use Freshwatch\Tests\Support\UsersAndNetwork;

function get_user_meta( $user_id, $key = '', $single = false ) {
	return isset( UsersAndNetwork::$user_meta[ (int) $user_id ][ $key ] ) ? UsersAndNetwork::$user_meta[ (int) $user_id ][ $key ] : '';
}

function update_user_meta( $user_id, $key, $value ) {
	UsersAndNetwork::$user_meta[ (int) $user_id ][ $key ] = $value;
	return true;
}

function delete_metadata( $meta_type, $object_id, $meta_key, $meta_value = '', $delete_all = false ) {
	UsersAndNetwork::$deleted_meta_keys[] = $meta_key;
	foreach ( UsersAndNetwork::$user_meta as $user => $meta ) {
		unset( UsersAndNetwork::$user_meta[ $user ][ $meta_key ] );
	}
	return true;
}

function get_current_blog_id() {
	return UsersAndNetwork::$blog_id;
}

function get_site_option( $option, $default = false ) {
	return array_key_exists( $option, UsersAndNetwork::$site_options ) ? UsersAndNetwork::$site_options[ $option ] : $default;
}

function update_site_option( $option, $value ) {
	UsersAndNetwork::$site_options[ $option ] = $value;
	return true;
}

function delete_site_option( $option ) {
	unset( UsersAndNetwork::$site_options[ $option ] );
	return true;
}

function network_admin_url( $path = '' ) {
	return 'https://site.example/wp-admin/network/' . ltrim( $path, '/' );
}

function add_submenu_page( $parent_slug, $page_title, $menu_title, $capability, $menu_slug, $callback = '' ) {
	UsersAndNetwork::$submenu_pages[] = compact( 'parent_slug', 'page_title', 'menu_title', 'capability', 'menu_slug', 'callback' );
	return $parent_slug . '_page_' . $menu_slug;
}

function wp_create_nonce( $action = -1 ) {
	return 'nonce-for-' . $action;
}

function check_ajax_referer( $action = -1, $query_arg = false, $stop = true ) {
	if ( ! UsersAndNetwork::$nonce_valid ) {
		throw new RequestEnded( false, -1, 403 );
	}
	return 1;
}

function check_admin_referer( $action = -1, $query_arg = '_wpnonce' ) {
	return check_ajax_referer( $action );
}

function wp_send_json_success( $data = null, $status_code = null ) {
	throw new RequestEnded( true, $data, null === $status_code ? 200 : (int) $status_code );
}

function wp_send_json_error( $data = null, $status_code = null ) {
	throw new RequestEnded( false, $data, null === $status_code ? 200 : (int) $status_code );
}

/**
 * The part of WP_Query the list's sorting and filtering read.
 */
class WP_Query {

	/** @var array<string, mixed> */
	public array $query_vars;

	public bool $main;

	/**
	 * @param array<string, mixed> $query_vars Query variables.
	 * @param bool                 $main       Whether it is the page's main query.
	 */
	public function __construct( array $query_vars = array(), bool $main = true ) {
		$this->query_vars = $query_vars;
		$this->main       = $main;
	}

	public function get( $var, $default = '' ) {
		return isset( $this->query_vars[ $var ] ) ? $this->query_vars[ $var ] : $default;
	}

	public function is_main_query() {
		return $this->main;
	}
}

// Post titles and links, for the dashboard widget.

function get_the_title( $post = 0 ) {
	$post = get_post( $post );
	return null === $post ? '' : (string) $post->post_title;
}

function get_edit_post_link( $post = 0, $context = 'display' ) {
	$id = $post instanceof WP_Post ? $post->ID : (int) $post;
	return 'https://site.example/wp-admin/post.php?post=' . $id . '&action=edit';
}
